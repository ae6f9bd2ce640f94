import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * Leaves a form once its save is on screen: `leaveTo(path)` marks it saved, and the navigation
 * runs after that render, so an unsaved-changes guard (`when={… && !saved}`) has already let go.
 * Navigating straight from the submit handler races the guard's last render.
 */
export function useNavigateAfterSave() {
  const navigate = useNavigate();
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (target !== null) void navigate(target);
  }, [target, navigate]);
  return { saved: target !== null, leaveTo: setTarget };
}
