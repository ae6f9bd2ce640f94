/** The troubleshooting screens' paths (docs/product.md#routes), with ids encoded. */
export const machineGuidesPagePath = (machineId: string) =>
  `/troubleshooting/${encodeURIComponent(machineId)}`;

export const guideAddPath = (machineId: string) => `${machineGuidesPagePath(machineId)}/add`;

export const guideEditPath = (machineId: string, guideId: string) =>
  `${machineGuidesPagePath(machineId)}/edit/${encodeURIComponent(guideId)}`;

export const guideImportPath = (machineId: string) => `${machineGuidesPagePath(machineId)}/import`;
