import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../app/theme';
import type { UploadState } from '../lib/use-upload';
import { UploadProgress } from './upload-progress';

const MB = 1024 * 1024;

function renderProgress(state: Partial<UploadState>) {
  const full: UploadState = {
    step: 'uploading',
    percent: 30,
    hashPercent: 0,
    hashFailed: false,
    bytes: 45 * MB,
    totalBytes: 150 * MB,
    bytesPerSecond: null,
    ...state,
  };
  render(
    <MantineProvider theme={theme} env="test">
      <UploadProgress state={full} withNotification={false} />
    </MantineProvider>,
  );
}

describe('UploadProgress', () => {
  it('shows how much has gone, the speed and the time left once there is a speed', () => {
    renderProgress({ bytesPerSecond: 10 * MB });
    expect(screen.getByTestId('upload-rate')).toHaveTextContent(
      '45.00 MB of 150.00 MB · 10.0 MB/s · less than a minute left',
    );
  });

  it('shows the bytes alone before there is a speed', () => {
    renderProgress({ bytes: 0 });
    expect(screen.getByTestId('upload-rate')).toHaveTextContent('0 KB of 150.00 MB');
  });

  it('says nothing of bytes once the file is sent', () => {
    renderProgress({ step: 'saving', percent: 100 });
    expect(screen.queryByTestId('upload-rate')).toBeNull();
  });

  it('calculates the SHA-256 while uploading, each with its own percent', () => {
    renderProgress({ percent: 30, hashPercent: 45 });
    expect(screen.getByText('Calculating SHA-256 45%')).toBeInTheDocument();
    expect(screen.getByText('Uploading 30%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploading 30%' })).toBeInTheDocument();
  });

  it('ticks the SHA-256 off once the last slice is hashed, while bytes are still going', () => {
    renderProgress({ percent: 80, hashPercent: 100 });
    expect(screen.getByText('Calculating SHA-256')).toBeInTheDocument();
    expect(screen.getByText('Uploading 80%')).toBeInTheDocument();
  });
});
