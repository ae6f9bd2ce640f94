// Mantine's whole sheet, in its cascade layer (the first page loads only its own share).
import '@mantine/core/styles.layer.css';
import { Anchor, Box, Container, Group, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '../../components/brand-mark';
import { LegalLinks } from './legal-links';

/** Frame of the public text pages (privacy, data disclosure). */
export function PublicPage({ children }: { children: ReactNode }) {
  return (
    <Box mih="100dvh" bg="gray.0">
      <Box bg="ink.9" py="md">
        <Container size="md">
          <Group justify="space-between">
            <BrandMark subtitle="Admin portal" inverted />
            <Anchor component={Link} to="/login" c="brand.2" size="sm">
              Sign in
            </Anchor>
          </Group>
        </Container>
      </Box>
      <Container size="md" py="xl">
        <Paper withBorder p={{ base: 'lg', sm: 'xl' }}>
          {children}
        </Paper>
        <LegalLinks justify="center" mt="lg" />
      </Container>
    </Box>
  );
}
