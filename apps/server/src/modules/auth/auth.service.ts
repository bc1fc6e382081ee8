import type { AnonymousAuthResponse } from '@dekka/contracts/auth';
import type { Clock } from '../../clock.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { TokenService } from './auth-tokens.ts';

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: {
  users: UsersRepository;
  tokens: TokenService;
  clock: Clock;
}) {
  return {
    /** The product's identity service: every visitor gets an anonymous identity of their own. */
    async signInAnonymously(): Promise<AnonymousAuthResponse> {
      const user = await deps.users.createAnonymous(deps.clock.now());
      const { token, expiresAt } = await deps.tokens.issue({ userId: user.id, isAnonymous: true });
      return { token, userId: user.id, isAnonymous: true, expiresAt: expiresAt.toISOString() };
    },
  };
}
