import { builder } from '../builder.ts';
import './errors.ts';
import './catalogue.ts';
import './questions.ts';
import './users.ts';
import './practice.ts';
import './gamification.ts';
import './analytics.ts';
import './auth.ts';
import './mfa.ts';
import './explanations.ts';
import './billing.ts';
import './review.ts';
import './exams.ts';
import './itemStatistics.ts';
import './readiness.ts';
import './account.ts';

export const schema = builder.toSchema({ sortSchema: true });
