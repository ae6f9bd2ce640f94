import { useState } from 'react';

/**
 * A form's save and the message over the form when it fails: `save(run, onError)` clears the
 * last message, runs the save, and on a failure shows what `onError` leaves over (it puts the
 * server's details on their fields, usually through `applyServerErrors`).
 */
export function useFormSave() {
  const [formError, setFormError] = useState<string | null>(null);

  const save = async (run: () => Promise<void>, onError: (error: unknown) => string | null) => {
    setFormError(null);
    try {
      await run();
    } catch (error) {
      setFormError(onError(error));
    }
  };

  return { formError, save };
}
