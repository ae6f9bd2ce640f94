import { zodResolver } from '@hookform/resolvers/zod';
import { Divider, SimpleGrid } from '@mantine/core';
import type { PasswordPolicy, User } from '@toolbox/domain';
import { ROLE_OPTIONS } from '@toolbox/domain';
import { useMemo, useState } from 'react';
import type { Resolver, UseFormReturn } from 'react-hook-form';
import { useForm } from 'react-hook-form';
import { FormActions } from '../../../components/form-actions';
import { FormCard } from '../../../components/form-card';
import type { RequiredTextField } from '../../../components/form-fields';
import { FormAutocomplete, FormSelect, RequiredTextInputs } from '../../../components/form-fields';
import { FormSection } from '../../../components/form-section';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { DEFAULT_PASSWORD_POLICY } from '../../../lib/auth/password-policy-query';
import { changedFields } from '../../../lib/changed-fields';
import { combineResolvers } from '../../../lib/combine-resolvers';
import { useFormSave } from '../../../lib/form-errors';
import type { UserFormOutput, UserFormValues } from './user-form-schema';
import { initialPasswordSchema, USER_FORM_FIELDS, UserProfileSchema } from './user-form-schema';

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
  const [saved, setSaved] = useState(false);
  const form = useUserForm(user, policy);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting, isDirty, dirtyFields },
  } = form;
  const { formError, attempt } = useFormSave(form.setError, {
    fields: USER_FORM_FIELDS,
    codeFields: { 'password-does-not-meet-requirements': 'password' },
  });
  const roles = useMemo(() => roleOptions(user?.role), [user?.role]);

  const submit = (values: UserFormOutput) => {
    const changed = changedFields<keyof UserFormValues>(dirtyFields);
    return attempt(async () => {
      const user = await save(values, changed);
      setSaved(true);
      onSaved(user);
    });
  };

  return (
    <FormCard
      onSubmit={(event) => void handleSubmit(submit)(event)}
      // While a save is under way (and after it), leaving is the form's own doing.
      guardWhen={isDirty && !isSubmitting && !saved}
      formError={formError}
    >
      <FormSection title="Profile" hint="How the user signs in and how the portal shows them." />
      <ProfileFields form={form} roles={roles} teams={teams} />
      {adding ? (
        <>
          <Divider />
          <FormSection
            title="Initial password"
            hint="Share it with the user securely; they can change it after signing in."
          />
          <NewPasswordFields
            control={control}
            register={form.register}
            policy={policy}
            names={{ password: 'password', confirm: 'confirmPassword' }}
            toggleName="password"
            layout="columns"
            labels={{ password: 'Password', confirm: 'Confirm password' }}
            withAsterisk
          />
        </>
      ) : null}
      <FormActions cancelTo={cancelTo} isSubmitting={isSubmitting} disabled={!adding && !isDirty}>
        {adding ? 'Create user' : 'Save changes'}
      </FormActions>
    </FormCard>
  );
}

const NAME_FIELDS: RequiredTextField<UserFormValues>[] = [
  { name: 'email', label: 'Email', placeholder: 'name@company.com', type: 'email' },
  { name: 'displayName', label: 'Display name', placeholder: 'First and last name' },
];

interface ProfileFieldsProps {
  form: UseFormReturn<UserFormValues, unknown, UserFormOutput>;
  roles: string[];
  teams: string[];
}

/** Email, display name, role and team, two to a row. */
function ProfileFields({ form, roles, teams }: ProfileFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      <RequiredTextInputs form={form} fields={NAME_FIELDS} />
      <FormSelect
        control={form.control}
        name="role"
        label="Role"
        placeholder="Choose a role"
        withAsterisk
        data={roles}
        allowDeselect={false}
        description="Only administrators can use this portal."
      />
      <FormAutocomplete
        control={form.control}
        name="team"
        label="Team"
        placeholder="Optional"
        data={teams}
        description="Pick a team in use or type a new one."
      />
    </SimpleGrid>
  );
}
