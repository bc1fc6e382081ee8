import type { UserCustomerResponse } from '@dekka/contracts/auth';
import { AppError } from '../../errors.ts';
import type { Identity } from '../auth/auth-tokens.ts';
import type { UsersRepository } from './users.repository.ts';

export type UsersService = ReturnType<typeof createUsersService>;

export function createUsersService(deps: { users: UsersRepository }) {
  return {
    /**
     * The product's customer profile: null for anonymous identities. A token whose user no longer
     * exists (say, the database was reset) is a 401, so the client drops it and signs in anew.
     */
    async getUserCustomer(identity: Identity): Promise<UserCustomerResponse> {
      const user = await deps.users.findById(identity.userId);
      if (!user) throw new AppError('unauthorized', 401, 'This identity no longer exists');
      if (user.isAnonymous) return null;
      return { created: user.createdAt.toISOString(), updated: user.updatedAt.toISOString() };
    },
  };
}
