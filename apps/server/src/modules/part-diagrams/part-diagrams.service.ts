import { randomUUID } from 'node:crypto';
import {
  AUDIT_ACTIONS,
  imageFilePath,
  messages,
  type Page,
  type PartDiagram,
  type PartDiagramListItem,
  type PartDiagramListQuery,
  type PartDiagramInput,
} from '@toolbox/domain';
import type { z } from 'zod';
import { invalidArgument, notFound } from '../../lib/errors';
import { presentPage } from '../../lib/paging';
import type { Actor } from '../audit/audit.service';
import { FileRecordsService } from '../files/file-records.service';
import type { Transaction } from '../files/files.repository';
import { presentPartDiagram, presentPartDiagramListItem } from './part-diagrams.presenter';
import type { DiagramRow, DiagramValues, PartDiagramsRepository } from './part-diagrams.repository';

type Input = z.output<typeof PartDiagramInput>;

/** Someone signed in, with the address they act from. */
type DiagramActor = Actor & { id: string };

const diagramTarget = (machineId: string, id: string) => ({
  type: 'part-diagram',
  id: `${machineId}/${id}`,
});

/**
 * Part diagrams of a machine: an image (a finished image upload, published as the diagram is
 * written, or the image it already has), its parts list and hotspots.
 */
export class PartDiagramsService extends FileRecordsService<PartDiagramsRepository> {
  async list(query: PartDiagramListQuery): Promise<Page<PartDiagramListItem>> {
    return presentPage(await this.repository.page(query), query, presentPartDiagramListItem);
  }

  async listForMachine(machineId: string): Promise<PartDiagram[]> {
    if (!(await this.repository.machineExists(machineId))) {
      throw notFound(messages.machine.notFound);
    }
    return (await this.repository.listForMachine(machineId)).map(presentPartDiagram);
  }

  /** The diagrams of several machines (known to exist). */
  async listForMachines(machineIds: string[]): Promise<PartDiagram[]> {
    return (await this.repository.listForMachines(machineIds)).map(presentPartDiagram);
  }

  async get(machineId: string, id: string): Promise<PartDiagram> {
    const row = await this.repository.find(machineId, id);
    if (!row) throw notFound(messages.partDiagram.notFound);
    return presentPartDiagram(row);
  }

  async create(machineId: string, input: Input, actor: DiagramActor): Promise<PartDiagram> {
    if (!input.uploadId && !input.imagePath) {
      throw invalidArgument(messages.partDiagram.imageRequired, {
        image: [messages.partDiagram.imageRequired],
      });
    }
    const id = `diagram_${randomUUID()}`;
    const row = await this.write(input, actor.id, async (tx, imagePath) => {
      if (!(await this.repository.holdMachine(tx, machineId))) {
        throw notFound(messages.machine.notFound);
      }
      const created = await this.repository.insert(tx, {
        id,
        machineId,
        ...values(input, imagePath),
      });
      await this.audit.record(
        {
          action: AUDIT_ACTIONS.partDiagramCreated,
          actor,
          target: diagramTarget(created.machineId, created.id),
          details: { title: created.title },
        },
        tx,
      );
      return created;
    });
    return presentPartDiagram(row);
  }

  /** Replaces the diagram's fields; a new upload replaces its image, whose file is released. */
  async update(
    machineId: string,
    id: string,
    input: Input,
    actor: DiagramActor,
  ): Promise<PartDiagram> {
    const current = await this.repository.find(machineId, id);
    if (!current) throw notFound(messages.partDiagram.notFound);
    const row = await this.write(
      { ...input, imagePath: input.imagePath ?? current.imagePath },
      actor.id,
      async (tx, imagePath) => {
        const updated = await this.repository.update(tx, machineId, id, values(input, imagePath));
        if (!updated) throw notFound(messages.partDiagram.notFound);
        await this.audit.record(
          {
            action: AUDIT_ACTIONS.partDiagramUpdated,
            actor,
            target: diagramTarget(machineId, id),
            details: { title: updated.title },
          },
          tx,
        );
        return updated;
      },
    );
    if (current.imagePath && current.imagePath !== row.imagePath) {
      await this.files.release([current.imagePath]);
    }
    return presentPartDiagram(row);
  }

  async delete(machineId: string, id: string, actor: DiagramActor): Promise<void> {
    const row = await this.repository.transaction(async (tx) => {
      const deleted = await this.repository.delete(tx, machineId, id);
      if (!deleted) throw notFound(messages.partDiagram.notFound);
      await this.audit.record(
        {
          action: AUDIT_ACTIONS.partDiagramDeleted,
          actor,
          target: diagramTarget(machineId, id),
        },
        tx,
      );
      return deleted;
    });
    if (row.imagePath) await this.files.release([row.imagePath]);
  }

  /**
   * Runs `save` in a transaction with the diagram's image secured: a new upload is verified and
   * published under its key's lock; a kept path must still be in storage.
   */
  private write(
    input: Input,
    userId: string,
    save: (tx: Transaction, imagePath: string | null) => Promise<DiagramRow>,
  ): Promise<DiagramRow> {
    if (input.uploadId) {
      return this.uploads.finalize(
        { uploadId: input.uploadId, sha256: input.sha256 },
        userId,
        'image',
        ({ sha256, extension }) => imageFilePath(sha256, extension),
        (file, restore) => this.files.publish(file.key, restore, (tx) => save(tx, file.key)),
      );
    }
    const imagePath = input.imagePath ?? null;
    return this.repository.transaction(async (tx) => {
      if (imagePath && (await this.files.holdStored(tx, [imagePath])).length > 0) {
        throw invalidArgument(messages.image.notFound);
      }
      return save(tx, imagePath);
    });
  }
}

function values(input: Input, imagePath: string | null): DiagramValues {
  return {
    title: input.title,
    description: input.description,
    parts: input.parts,
    hotspots: input.hotspots,
    imagePath,
  };
}
