import { Badge, Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import type { UserDetail } from '@toolbox/domain';
import { messages, relativeAge } from '@toolbox/domain';
import { Ban, Pencil, Power, UserX } from 'lucide-react';
import { Link } from 'react-router';
import type { DetailField } from '../../../components/detail-fields';
import { DetailFields } from '../../../components/detail-fields';
import { QueryState } from '../../../components/query-state';
import { PageHeader } from '../../../components/page-header';
import { RoleBadge } from '../../../components/role-badge';
import { StatusBadge } from '../../../components/status-badge';
import { useSession } from '../../../lib/auth/session-query';
import { formatDateTime } from '../../../lib/format';
import { useUser } from '../api/get-user';
import { userQueryTexts } from './user-query-texts';
import { availableStatusActions, useUserStatusActions } from './use-user-status-actions';
import { UserHistory } from './user-history';
import { DocumentActivityCard } from '../../../components/document-activity-card';

const BACK = { to: '/users', label: 'Users' };

function when(value: string | null): Pick<DetailField, 'value' | 'hint'> {
  return value ? { value: relativeAge(value), hint: formatDateTime(value) } : { value: 'Never' };
}

function profileFields(user: UserDetail): DetailField[] {
  return [
    { label: 'Email', value: user.email },
    { label: 'Display name', value: user.displayName.trim() || '—' },
    { label: 'Role', value: <RoleBadge role={user.role} /> },
    { label: 'Team', value: user.team ?? '—' },
    { label: 'Status', value: <StatusBadge user={user} /> },
    { label: 'Created', value: formatDateTime(user.createdAt) },
    { label: 'Last updated', value: formatDateTime(user.updatedAt) },
    {
      label: 'User ID',
      value: (
        <Text span ff="monospace" size="xs">
          {user.id}
        </Text>
      ),
    },
  ];
}

function activityFields(user: UserDetail): DetailField[] {
  const device = user.deviceInfo;
  return [
    { label: 'Last active', ...when(user.lastActiveAt) },
    {
      label: 'Push notifications',
      value: (
        <Badge variant="light" color={user.pushEnabled ? 'teal' : 'gray'} radius="sm" tt="none">
          {user.pushEnabled ? 'Enabled' : 'Not enabled'}
        </Badge>
      ),
      ...(user.tokenLastUpdated
        ? { hint: `Token updated ${formatDateTime(user.tokenLastUpdated)}` }
        : {}),
    },
    { label: 'Platform', value: device?.platform || '—' },
    { label: 'Device last active', ...(device ? when(device.lastActive) : { value: '—' }) },
    { label: 'User agent', value: device?.userAgent || '—' },
  ];
}

/** /users/:id: profile, activity and device, status history, and the actions on the user. */
export function UserDetailView({ id }: { id: string }) {
  return (
    <QueryState
      query={useUser(id)}
      {...userQueryTexts}
      frame={(panel) => (
        <Stack gap="lg">
          <PageHeader title="User" back={BACK} />
          {panel}
        </Stack>
      )}
    >
      {(user) => <UserDetailBody user={user} />}
    </QueryState>
  );
}

function UserDetailBody({ user }: { user: UserDetail }) {
  const { data: me } = useSession();
  const statusActions = useUserStatusActions();

  const isSelf = me?.id === user.id;
  const actions = availableStatusActions(user);
  const blockedTitle = isSelf ? messages.user.cannotChangeOwnStatus : undefined;

  return (
    <Stack gap="lg">
      <PageHeader
        back={BACK}
        title={
          <Group gap="sm" component="span">
            {user.displayName.trim() || user.email}
            <RoleBadge role={user.role} />
            <StatusBadge user={user} />
          </Group>
        }
        description={user.email}
        actions={
          <>
            <Button
              component={Link}
              to={`/users/edit/${encodeURIComponent(user.id)}`}
              variant="default"
              leftSection={<Pencil size={16} aria-hidden />}
            >
              Edit
            </Button>
            {actions.includes('deactivate') ? (
              <Button
                variant="outline"
                color="red"
                leftSection={<UserX size={16} aria-hidden />}
                disabled={isSelf}
                title={blockedTitle}
                onClick={() => statusActions.request('deactivate', user)}
              >
                Deactivate
              </Button>
            ) : null}
            {actions.includes('disable') ? (
              <Button
                variant="outline"
                color="red"
                leftSection={<Ban size={16} aria-hidden />}
                disabled={isSelf}
                title={blockedTitle}
                onClick={() => statusActions.request('disable', user)}
              >
                Disable
              </Button>
            ) : null}
            {actions.includes('enable') ? (
              <Button
                leftSection={<Power size={16} aria-hidden />}
                onClick={() => statusActions.request('enable', user)}
              >
                Enable
              </Button>
            ) : null}
          </>
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Card component="section" aria-labelledby="user-profile-title" h="100%">
            <Title order={2} fz="lg" mb="md" id="user-profile-title">
              Profile
            </Title>
            <DetailFields fields={profileFields(user)} />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Card component="section" aria-labelledby="user-activity-title" h="100%">
            <Title order={2} fz="lg" mb="md" id="user-activity-title">
              Activity and device
            </Title>
            <DetailFields fields={activityFields(user)} />
          </Card>
        </Grid.Col>
      </Grid>
      <DocumentActivityCard userId={user.id} title="Recent document activity" />
      <UserHistory userId={user.id} />
      {statusActions.dialog}
    </Stack>
  );
}
