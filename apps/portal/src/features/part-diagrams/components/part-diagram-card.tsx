import { AspectRatio, Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { PartDiagram } from '@toolbox/domain';
import { imageUrl } from '@toolbox/domain';
import { ImageOff } from 'lucide-react';
import { Link } from 'react-router';
import classes from './diagram.module.css';
import { countLabel, diagramPath } from './diagram-paths';

interface PartDiagramCardProps {
  diagram: PartDiagram;
  /** "Franke A600"; left out where every card is of the same machine. */
  machineName?: string;
}

/** A diagram as a card: thumbnail, title, machine, and how many parts and hotspots it has. */
export function PartDiagramCard({ diagram, machineName }: PartDiagramCardProps) {
  return (
    <Card
      component={Link}
      to={diagramPath(diagram.machineId, diagram.id)}
      padding={0}
      data-testid="part-diagram-card"
      style={{ overflow: 'hidden' }}
    >
      <AspectRatio ratio={4 / 3}>
        {diagram.imagePath ? (
          <img src={imageUrl(diagram.imagePath)} alt="" loading="lazy" className={classes.thumb} />
        ) : (
          <Stack align="center" justify="center" bg="gray.1" c="dimmed">
            <ImageOff size={28} aria-hidden />
          </Stack>
        )}
      </AspectRatio>
      <Stack gap={4} p="md">
        <Text fw={600} lineClamp={2}>
          {diagram.title}
        </Text>
        {machineName ? (
          <Text size="sm" c="dimmed" truncate>
            {machineName}
          </Text>
        ) : null}
        <Group gap={6}>
          <Badge variant="light" radius="sm" tt="none">
            {countLabel(diagram.parts.length, 'part')}
          </Badge>
          <Badge variant="light" color="gray" radius="sm" tt="none">
            {countLabel(diagram.hotspots.length, 'hotspot')}
          </Badge>
        </Group>
      </Stack>
    </Card>
  );
}
