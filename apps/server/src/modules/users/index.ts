import fp from 'fastify-plugin';
import { createAccountService } from './account-service.js';
import { createProfileRepository } from './profile-repository.js';
import { createProfileService } from './profile-service.js';
import { createUserRepository, type UserRepository } from './user-repository.js';
import { userRoutes } from './user-routes.js';
import { expiredUserSessionsTask } from './user-session-repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Users' accounts: read by the coach and payments modules. */
    users: UserRepository;
  }
}

/** Users' accounts, access codes, sessions and profiles. Their tokens are the platform's (the auth plugin checks them). */
export const usersModule = fp(
  async (app) => {
    const { config, database, limits, tokens, mailer, userSessions } = app.platform;
    app.housekeeping.register(expiredUserSessionsTask(userSessions));
    const users = createUserRepository(database.db);
    app.decorate('users', users);
    await app.register(userRoutes, {
      prefix: '/api',
      accounts: createAccountService({ users, tokens, mailer, siteName: config.SITE_NAME }),
      profiles: createProfileService(users, createProfileRepository(database.db)),
      perMinute: limits.accountPerMinute ?? 10,
    });
  },
  { name: 'users', dependencies: ['platform'] },
);
