/** What other modules may use of the accounts: the user store and forgetting an account's failed sign-ins. */
export { forgetAccountAttempts } from './login-throttle';
export { insertUser, rolesOf, toManagedUser, userWithRoles } from './user-store';
