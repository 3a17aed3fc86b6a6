import { builder } from '../builder.ts';

builder.prismaNode('User', {
  id: { field: 'id' },
  // A user is visible only to that user.
  authScopes: (user, context) => context.viewer?.id === user.id,
  fields: (t) => ({
    email: t.exposeString('email'),
    name: t.exposeString('name'),
    picture: t.exposeString('picture', { nullable: true }),
    mfaEnabled: t.exposeBoolean('mfaEnabled'),
    subscriptionStatus: t.exposeString('subscriptionStatus', { description: 'free, monthly or annual.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryField('viewer', (t) =>
  t.prismaField({
    type: 'User',
    nullable: true,
    description: 'The signed-in user, or null.',
    resolve: (query, _root, _args, context) =>
      context.viewer ? context.prisma.user.findUnique({ ...query, where: { id: context.viewer.id } }) : null,
  }),
);
