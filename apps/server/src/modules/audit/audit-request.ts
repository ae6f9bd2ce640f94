import type { FastifyRequest } from 'fastify';
import { requestActor } from '../../plugins/access';
import type { AuditAction } from '@toolbox/domain';
import type { AuditService } from './audit.service';

/**
 * Records what a route's signed-in caller just did (every admin change is logged): call it after
 * the service succeeded, with the action, the record it touched and what is worth keeping.
 */
export function auditFor(audit: AuditService, request: FastifyRequest) {
  return (action: AuditAction, target: { type: string; id: string }, details?: object) =>
    audit.record({
      action,
      actor: requestActor(request),
      target,
      ...(details ? { details: details as Record<string, unknown> } : {}),
    });
}
