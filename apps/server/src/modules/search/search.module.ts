import { defineModule } from '../module';
import { SearchRepository } from './search.repository';
import { searchRoutes } from './search.routes';
import { SearchService } from './search.service';

export const searchModule = defineModule()({
  name: 'search',
  services: ({ db }) => ({ search: new SearchService(new SearchRepository(db)) }),
  routes: async (app, { services }) => {
    await app.register(searchRoutes, { search: services.search });
  },
});
