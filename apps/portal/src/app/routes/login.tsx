import { Box, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { portalAccess } from '@toolbox/domain';
import { CheckCircle2 } from 'lucide-react';
import { Navigate, useLocation } from 'react-router';
import { BrandMark } from '../../components/brand-mark';
import { LoginForm } from '../../features/auth/components/login-form';
import { redirectTarget } from '../../lib/auth/redirect-target';
import { useSession } from '../../lib/auth/session-query';
import { LegalLinks } from '../layout/legal-links';
import classes from './login.module.css';

const HIGHLIGHTS = [
  'Documents and manuals, with every version kept',
  'Software packages matched to the machines they fit',
  'Machine types, troubleshooting guides and part diagrams',
];

export function Component() {
  const location = useLocation();
  const { data: user } = useSession();
  // Already signed in (a bookmark, the back button): straight on to where they were going.
  if (portalAccess(user) === 'allowed') {
    return <Navigate to={redirectTarget(location.state)} replace />;
  }
  return (
    <div className={classes.page}>
      <aside className={classes.hero}>
        <BrandMark size="lg" inverted />
        <Stack gap="lg" maw={440}>
          <Title order={2} c="white" fz={30} lh={1.25}>
            Everything your engineers need in the field, kept current from one place.
          </Title>
          <List
            spacing="sm"
            c="ink.1"
            icon={
              <ThemeIcon size={22} radius="xl" variant="light" color="brand">
                <CheckCircle2 size={14} aria-hidden />
              </ThemeIcon>
            }
          >
            {HIGHLIGHTS.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </Stack>
        <Text size="xs" c="ink.3">
          Admin portal · for the service team&apos;s administrators
        </Text>
      </aside>

      <main className={classes.main}>
        <Box hiddenFrom="md">
          <BrandMark />
        </Box>
        <Paper className={classes.card} withBorder shadow="sm" p="xl">
          <Stack gap={4} mb="lg">
            <Title order={1} fz="h2">
              Sign in
            </Title>
            <Text c="dimmed" size="sm">
              Use your Toolbox administrator account.
            </Text>
          </Stack>
          <LoginForm />
        </Paper>
        <LegalLinks />
      </main>
    </div>
  );
}
