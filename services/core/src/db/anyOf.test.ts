import { anyOf } from './anyOf';
import { users } from './schema';
import { createTestContext } from '../testing/createTestContext';
import { makeUser } from '../testing/factories';

it('reads the rows of a list of keys passed as one array, texts with quotes and commas included', async () => {
  const { ctx, close } = await createTestContext();
  try {
    const odd = await makeUser(ctx, { email: 'o"brien,{x}\\@exemple.fr' });
    const plain = await makeUser(ctx);
    const other = await makeUser(ctx);
    const byId = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(anyOf(users.id, [odd.id, plain.id, 2147483000], 'int'));
    expect(byId.map((row) => row.id).sort((a, b) => a - b)).toEqual([odd.id, plain.id].sort((a, b) => a - b));
    const byEmail = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(anyOf(users.email, [odd.email, other.email], 'text'));
    expect(byEmail.map((row) => row.id).sort((a, b) => a - b)).toEqual([odd.id, other.id].sort((a, b) => a - b));
    expect(
      await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(anyOf(users.id, [], 'int')),
    ).toEqual([]);
  } finally {
    await close();
  }
});
