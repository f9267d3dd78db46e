import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { emailField, nameField, newPasswordField, optionalPhoneField } from '../../contract/auth';
import { ConfigError, loadConfig } from '../config';
import { openDatabase, type Db } from '../db/client';
import { DataDirLockedError, lockDataDir } from '../db/lock';
import { userRoles, users } from '../db/schema/identity';
import { hashPassword } from '../lib/auth/passwords';
import { findUserByEmail, insertUser } from '../modules/auth/user-store';

const USAGE = `Usage: npm run create-admin -- --email <address> --password <at least 8 characters>
                            [--first-name <name>] [--last-name <name>] [--phone <number>]
Missing values are asked for when run in a terminal. An existing account with that e-mail
becomes an admin, is re-enabled and gets the given password.`;

const AdminInputSchema = v.object({
  email: emailField('validation.invalid_email'),
  password: newPasswordField(),
  first_name: nameField(),
  last_name: nameField(),
  phone: optionalPhoneField('validation.invalid_phone'),
});

/** Reads a line without echoing it, for the password. */
async function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  const answer = rl.question(question);
  muted = true;
  try {
    return await answer;
  } finally {
    rl.close();
    process.stdout.write('\n');
  }
}

async function ask(question: string, fallback = ''): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const answer = (await rl.question(fallback ? `${question} [${fallback}] ` : `${question} `)).trim();
    return answer || fallback;
  } finally {
    rl.close();
  }
}

async function upsertAdmin(db: Db, input: v.InferOutput<typeof AdminInputSchema>): Promise<'created' | 'promoted'> {
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(db, input.email);
  if (!existing) {
    await insertUser(db, {
      firstName: input.first_name,
      lastName: input.last_name,
      email: input.email,
      phone: input.phone,
      passwordHash,
      roles: ['admin'],
    });
    return 'created';
  }
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, disabled: false, mustChangePassword: false, updatedAt: new Date() })
      .where(eq(users.id, existing.id));
    await tx.insert(userRoles).values({ userId: existing.id, role: 'admin' }).onConflictDoNothing();
  });
  return 'promoted';
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      phone: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.info(USAGE);
    return 0;
  }
  const interactive = Boolean(process.stdin.isTTY);
  let email = values.email;
  let password = values.password;
  if ((!email || !password) && !interactive) {
    console.error(`--email and --password are required when not run in a terminal.\n\n${USAGE}`);
    return 2;
  }
  email ??= await ask('Admin e-mail:');
  password ??= await askHidden(`Password (at least 8 characters): `);
  const parsed = v.safeParse(AdminInputSchema, {
    email,
    password,
    first_name: values['first-name'] ?? (interactive && !values.email ? await ask('First name:', 'Admin') : 'Admin'),
    last_name: values['last-name'] ?? (interactive && !values.email ? await ask('Last name:', 'Academy') : 'Academy'),
    phone: values.phone ?? '',
  });
  if (!parsed.success) {
    for (const issue of parsed.issues) console.error(`${v.getDotPath(issue) ?? 'input'}: ${issue.message}`);
    return 2;
  }

  const config = loadConfig();
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = await openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir });
  try {
    const outcome = await upsertAdmin(database.db, parsed.output);
    console.info(
      outcome === 'created'
        ? `Admin ${parsed.output.email} created.`
        : `${parsed.output.email} already existed: it is now an enabled admin with the new password.`,
    );
    return 0;
  } finally {
    await database.close();
    unlock();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
    process.exit(1);
  },
);
