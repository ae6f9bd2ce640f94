import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { GuideSteps } from './guide-steps';

const steps = [
  { text: 'Switch off', imagePath: null },
  { text: 'Clear the tip', imagePath: null },
];

function Harness() {
  const [index, setIndex] = useState(0);
  return (
    <MantineProvider>
      <GuideSteps
        steps={steps}
        index={index}
        onIndex={setIndex}
        finished={<p>Did this fix it?</p>}
      />
    </MantineProvider>
  );
}

describe('GuideSteps', () => {
  it('steps forward and back with the buttons and the arrow keys, then asks about the fix', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByTestId('guide-step')).toHaveTextContent('Step 1 of 2Switch off');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('guide-step')).toHaveTextContent('Step 2 of 2Clear the tip');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByTestId('guide-step')).toHaveTextContent('Step 1 of 2');
    await user.keyboard('{ArrowRight}');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.queryByTestId('guide-step')).not.toBeInTheDocument();
    expect(screen.getByText('Did this fix it?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
