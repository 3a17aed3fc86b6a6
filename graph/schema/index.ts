import { builder } from '../builder.ts';
import './errors.ts';
import './catalogue.ts';
import './questions.ts';
import './users.ts';
import './practice.ts';
import './auth.ts';
import './mfa.ts';

export const schema = builder.toSchema({ sortSchema: true });
