import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { messages, ProfileInput, type User } from '@toolbox/domain';
import { UserRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-hot-toast';
import { RoleBadge } from '../../../components/role-badge';
import { applyServerErrors } from '../../../lib/form-errors';
import { useUpdateProfile } from '../api/update-profile';

/** Settings: your display name (saved at once, shown in the sidebar), email and role. */
export function ProfileCard({ user }: { user: User }) {
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileInput>({
    resolver: zodResolver(ProfileInput),
    defaultValues: { displayName: user.displayName },
  });

  const submit = async (values: ProfileInput) => {
    try {
      const saved = await update.mutateAsync(values);
      reset({ displayName: saved.displayName });
      toast.success(messages.user.profileSaved);
    } catch (error) {
      const message = applyServerErrors(error, setError, { fields: ['displayName'] });
      if (message) toast.error(message);
    }
  };

  return (
    <Card component="section" aria-labelledby="profile-title">
      <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
        <Stack gap="md">
          <Group gap="xs">
            <UserRound size={18} aria-hidden color="var(--mantine-color-dimmed)" />
            <Title order={2} fz="lg" id="profile-title">
              Profile
            </Title>
          </Group>
          <TextInput
            label="Display name"
            maxLength={100}
            error={errors.displayName?.message}
            {...register('displayName')}
          />
          <Group gap="xl">
            <div>
              <Text size="xs" c="dimmed">
                Email
              </Text>
              <Text size="sm">{user.email}</Text>
            </div>
            <div>
              <Text size="xs" c="dimmed">
                Role
              </Text>
              <RoleBadge role={user.role} />
            </div>
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
              Save profile
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
