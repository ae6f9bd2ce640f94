import { Card, Grid, Text, Title } from '@mantine/core';
import type { PartDiagram } from '@toolbox/domain';
import { imageUrl } from '@toolbox/domain';
import { useRef } from 'react';
import { HotspotMarker } from './hotspot-marker';
import { PartsTable } from './parts-table';
import { samePosition, useLinkedHighlight } from './use-linked-highlight';
import { ZoomPanViewport } from './zoom-pan-viewport';

/**
 * The diagram with its parts: the image (zoom and pan) with numbered hotspots beside the parts
 * table. Pointing at or clicking a hotspot lights up its rows; pointing at or clicking a row
 * lights up its hotspots.
 */
export function PartDiagramViewer({ diagram }: { diagram: PartDiagram }) {
  const { active, hover, leave, toggle, clear } = useLinkedHighlight();
  const rows = useRef(new Map<number, HTMLTableRowElement>());
  const linked = new Set(diagram.parts.map((p) => p.positionNumber.trim()));

  const choose = (position: string) => {
    toggle(position);
    const index = diagram.parts.findIndex((p) => samePosition(p.positionNumber, position));
    rows.current.get(index)?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <Card padding="md">
          {diagram.imagePath ? (
            <ZoomPanViewport
              key={diagram.imagePath}
              src={imageUrl(diagram.imagePath)}
              alt={diagram.title}
              onImageClick={clear}
              toolbar={
                <Text size="xs" c="dimmed">
                  Scroll to zoom, drag to move. Point at a hotspot to find its part.
                </Text>
              }
            >
              {diagram.hotspots.map((hotspot, index) => (
                <HotspotMarker
                  key={`${hotspot.positionNumber}-${index}`}
                  hotspot={hotspot}
                  highlighted={samePosition(active, hotspot.positionNumber)}
                  unlinked={!linked.has(hotspot.positionNumber.trim())}
                  aria-pressed={samePosition(active, hotspot.positionNumber)}
                  onMouseEnter={() => hover(hotspot.positionNumber)}
                  onMouseLeave={leave}
                  onFocus={() => hover(hotspot.positionNumber)}
                  onBlur={leave}
                  onClick={() => choose(hotspot.positionNumber)}
                />
              ))}
            </ZoomPanViewport>
          ) : (
            <Text c="dimmed" size="sm">
              This diagram has no image.
            </Text>
          )}
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <Card padding={0} component="section" aria-labelledby="diagram-parts-title">
          <Title order={2} fz="lg" p="md" pb="xs" id="diagram-parts-title">
            Parts ({diagram.parts.length})
          </Title>
          <PartsTable
            parts={diagram.parts}
            active={active}
            onHover={hover}
            onLeave={leave}
            onToggle={toggle}
            rowRef={(index, row) => {
              if (row) rows.current.set(index, row);
              else rows.current.delete(index);
            }}
          />
        </Card>
      </Grid.Col>
    </Grid>
  );
}
