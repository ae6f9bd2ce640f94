import { HomeScreen } from '@/features/search/components/home-screen';

/** Home: one search box across the catalogue, what is new since the last visit, what is kept. */
export function Component() {
  return <HomeScreen />;
}
