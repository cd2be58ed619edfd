/**
 * The staff roles' values (decision 032): the users table's enum. The staff
 * feature owns what they mean, their labels and guards (features/staff/auth/roles.ts);
 * the list lives here, below the schema, so the table layer imports no feature.
 */
export const ROLES = ["amministratore", "redattore"] as const;
