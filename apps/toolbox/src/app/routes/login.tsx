import { SignInScreen } from '@/features/auth/components/sign-in-screen';

/** Sign-in for engineers. */
export function Component() {
  return <SignInScreen />;
}
