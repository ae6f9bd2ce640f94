import { isBelowMinVersion, type SoftwareItem, type SoftwareListItem } from '@toolbox/domain';
import type { SoftwareListRow, SoftwareRow } from './software.repository';

const iso = (value: Date | string) => new Date(value).toISOString();

/** Where a package's ZIP is served. */
export const softwareFileUrl = (id: string) => `/api/v1/software/${encodeURIComponent(id)}/file`;

/**
 * The API shape of a package (docs/product.md#software), with the product's version check
 * (docs/product.md#software-versions).
 */
export function presentSoftware(row: SoftwareRow): SoftwareItem {
  return {
    id: row.id,
    name: row.name,
    author: row.author,
    category: row.category,
    description: row.description,
    downloadURL: softwareFileUrl(row.id),
    filePath: row.filePath,
    fileSizeKB: row.fileSizeKB,
    machineIds: row.machineIds,
    minVersion: row.minVersion,
    password: row.password,
    sha256FileHash: row.sha256FileHash,
    uploadDate: iso(row.uploadDate),
    uploadedBy: row.uploadedBy ?? '',
    version: row.version,
    sendNotification: row.sendNotification,
    isBelowMinVersion: isBelowMinVersion(row.version, row.minVersion),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** A package as a list shows it (SoftwareListItemSchema). */
export function presentSoftwareListItem(row: SoftwareListRow): SoftwareListItem {
  return {
    id: row.id,
    name: row.name,
    author: row.author,
    category: row.category,
    version: row.version,
    minVersion: row.minVersion,
    isBelowMinVersion: isBelowMinVersion(row.version, row.minVersion),
    machineIds: row.machineIds,
    fileSizeKB: row.fileSizeKB,
    uploadDate: iso(row.uploadDate),
  };
}
