import type { GuideFeedbackInput, GuideFeedbackSummary } from '@toolbox/domain';
import type { GuideFeedbackRepository } from './guide-feedback.repository';
import type { GuidesService } from './guides.service';

/** "This fixed it" from the engineers' guide viewer, summed up for the administrators. */
export class GuideFeedbackService {
  constructor(
    private readonly repository: GuideFeedbackRepository,
    private readonly guides: GuidesService,
  ) {}

  /**
   * Records the engineer's answer for a guide that exists (the not-found messages of
   * docs/product.md#data-errors).
   */
  async give(machineId: string, guideId: string, userId: string, input: GuideFeedbackInput) {
    await this.guides.get(machineId, guideId);
    await this.repository.save({ machineId, guideId, userId, fixed: input.fixed });
  }

  /** Per guide of the machine, the answers so far; guides nobody answered are left out. */
  async summary(
    machineId: string,
  ): Promise<{ items: (GuideFeedbackSummary & { guideId: string })[] }> {
    return { items: await this.repository.summary(machineId) };
  }
}
