import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Fact } from './fact';

describe('Fact', () => {
  it('shows the label over its value', () => {
    render(
      <MantineProvider env="test">
        <Fact label="Version">
          <span>1.2.3</span>
        </Fact>
      </MantineProvider>,
    );
    const label = screen.getByText('Version');
    const value = screen.getByText('1.2.3');
    expect(label.compareDocumentPosition(value) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(value.parentElement?.tagName).toBe('DIV');
  });
});
