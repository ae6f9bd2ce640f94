import type { UsersService } from '../users/users.service';

/**
 * What sign-in, sessions and password resets need to know about accounts. Auth reaches the users
 * table only through this slice of the users service, never through its repository.
 */
export type AccountDirectory = Pick<
  UsersService,
  | 'findAccount'
  | 'findAccountByEmail'
  | 'findSessionAccount'
  | 'findSessionByToken'
  | 'revokeSessions'
  | 'present'
  | 'tellOpenPages'
>;
