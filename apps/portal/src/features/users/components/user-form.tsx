import { zodResolver } from '@hookform/resolvers/zod';
import { Autocomplete, Card, Divider, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { PasswordPolicy, User } from '@toolbox/domain';
import { ROLE_OPTIONS } from '@toolbox/domain';
import { useMemo, useState } from 'react';
import type { Control, FieldErrors, Resolver, UseFormRegister } from 'react-hook-form';
import { Controller, useForm } from 'react-hook-form';
import { FormActions } from '../../../components/form-actions';
import { FormSection } from '../../../components/form-section';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { DEFAULT_PASSWORD_POLICY } from '../../../lib/auth/password-policy-query';
import { changedFields } from '../../../lib/changed-fields';
import { combineResolvers } from '../../../lib/combine-resolvers';
import { applyServerErrors } from '../../../lib/form-errors';
import type { UserFormOutput, UserFormValues } from './user-form-schema';
import { initialPasswordSchema, USER_FORM_FIELDS, UserProfileSchema } from './user-form-schema';
import { FormErrorAlert } from '../../../components/form-error-alert';

export type SaveUser = (
  values: UserFormOutput,
  changed: ReadonlySet<keyof UserFormValues>,
) => Promise<User | null>;

interface UserFormProps {
  /** The user being edited; without one the form adds a user with an initial password. */
  user?: User;
  /** Team names in use, offered while typing. */
  teams: string[];
  /** The policy the initial password must meet (adding only). */
  policy?: PasswordPolicy;
  /** Sends the form; rejects with the server's error. */
  save: SaveUser;
  onSaved: (user: User | null) => void;
  cancelTo: string;
}

type PartResolver = Resolver<UserFormValues, unknown, Partial<UserFormOutput>>;

/** A resolver for some of the form's fields (see combineResolvers). */
const part = (schema: Parameters<typeof zodResolver>[0]) =>
  zodResolver(schema) as unknown as PartResolver;

/** The role options, plus the user's own role when it is none of them, so saving keeps it. */
function roleOptions(current: string | null | undefined): string[] {
  const options: string[] = [...ROLE_OPTIONS];
  const role = current?.trim();
  return role && !options.includes(role) ? [...options, role] : options;
}

/** The form over `user`'s fields (empty when adding, with the initial password checked too). */
function useUserForm(user: User | undefined, policy: PasswordPolicy) {
  const adding = user === undefined;
  const resolver = useMemo(
    () =>
      adding
        ? combineResolvers(part(UserProfileSchema), part(initialPasswordSchema(policy)))
        : combineResolvers(part(UserProfileSchema)),
    [adding, policy],
  );
  return useForm<UserFormValues, unknown, UserFormOutput>({
    resolver,
    defaultValues: {
      email: user?.email ?? '',
      displayName: user?.displayName ?? '',
      role: user?.role ?? '',
      team: user?.team ?? '',
      password: '',
      confirmPassword: '',
    },
  });
}

/**
 * Add and edit user (docs/product.md#user-validation): field messages, server details on their
 * fields, 409 on top.
 */
export function UserForm({
  user,
  teams,
  policy = DEFAULT_PASSWORD_POLICY,
  save,
  onSaved,
  cancelTo,
}: UserFormProps) {
  const adding = user === undefined;
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty, dirtyFields },
  } = useUserForm(user, policy);
  const roles = useMemo(() => roleOptions(user?.role), [user?.role]);

  const submit = async (values: UserFormOutput) => {
    setFormError(null);
    const changed = changedFields<keyof UserFormValues>(dirtyFields);
    try {
      const user = await save(values, changed);
      setSaved(true);
      onSaved(user);
    } catch (error) {
      setFormError(
        applyServerErrors(error, setError, {
          fields: USER_FORM_FIELDS,
          codeFields: { 'password-does-not-meet-requirements': 'password' },
        }),
      );
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
      {/* While a save is under way (and after it), leaving is the form's own doing. */}
      <UnsavedChangesGuard when={isDirty && !isSubmitting && !saved} />
      <Card>
        <Stack gap="lg">
          <FormErrorAlert message={formError} />
          <FormSection
            title="Profile"
            hint="How the user signs in and how the portal shows them."
          />
          <ProfileFields
            control={control}
            register={register}
            errors={errors}
            roles={roles}
            teams={teams}
          />

          {adding ? (
            <>
              <Divider />
              <FormSection
                title="Initial password"
                hint="Share it with the user securely; they can change it after signing in."
              />
              <NewPasswordFields
                control={control}
                register={register}
                policy={policy}
                names={{ password: 'password', confirm: 'confirmPassword' }}
                showLabel="Show password"
                layout="columns"
                labels={{ password: 'Password', confirm: 'Confirm password' }}
                withAsterisk
              />
            </>
          ) : null}

          <FormActions
            cancelTo={cancelTo}
            isSubmitting={isSubmitting}
            disabled={!adding && !isDirty}
          >
            {adding ? 'Create user' : 'Save changes'}
          </FormActions>
        </Stack>
      </Card>
    </form>
  );
}

interface ProfileFieldsProps {
  control: Control<UserFormValues, unknown, UserFormOutput>;
  register: UseFormRegister<UserFormValues>;
  errors: FieldErrors<UserFormValues>;
  roles: string[];
  teams: string[];
}

/** Email, display name, role and team, two to a row. */
function ProfileFields({ control, register, errors, roles, teams }: ProfileFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      <TextInput
        label="Email"
        type="email"
        autoComplete="off"
        placeholder="name@company.com"
        withAsterisk
        error={errors.email?.message}
        {...register('email')}
      />
      <TextInput
        label="Display name"
        autoComplete="off"
        placeholder="First and last name"
        withAsterisk
        error={errors.displayName?.message}
        {...register('displayName')}
      />
      <Controller
        control={control}
        name="role"
        render={({ field }) => (
          <Select
            label="Role"
            placeholder="Choose a role"
            withAsterisk
            data={roles}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            ref={field.ref}
            name={field.name}
            allowDeselect={false}
            error={errors.role?.message}
            description="Only administrators can use this portal."
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
        )}
      />
      <Controller
        control={control}
        name="team"
        render={({ field }) => (
          <Autocomplete
            label="Team"
            placeholder="Optional"
            data={teams}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            name={field.name}
            error={errors.team?.message}
            description="Pick a team in use or type a new one."
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
        )}
      />
    </SimpleGrid>
  );
}
