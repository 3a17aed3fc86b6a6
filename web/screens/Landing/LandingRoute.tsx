import { Box, Divider } from '@mui/material';
import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import type { LandingRouteQuery } from '../../__generated__/LandingRouteQuery.graphql.ts';
import type { RouteQueryProps } from '../../app/RouteQuery.tsx';
import { CallToAction } from './components/CallToAction.tsx';
import { Faq } from './components/Faq.tsx';
import { Features } from './components/Features.tsx';
import { Footer } from './components/Footer.tsx';
import { Hero } from './components/Hero.tsx';
import { PlansSection } from './components/PlansSection.tsx';
import { SampleQuestion } from './components/SampleQuestion.tsx';
import { Testimonials } from './components/Testimonials.tsx';

const landingQuery = graphql`
  query LandingRouteQuery {
    sampleQuestion {
      ...SampleQuestion_question
    }
    ...PlansSection_query
  }
`;

// Both sections read the one query, started by the route as the page is entered; each waits for
// it on its own, so the hero and the text sections show at once instead of after the server.
function SampleQuestionSection({ queryRef }: { queryRef: PreloadedQuery<LandingRouteQuery> }) {
  const data = usePreloadedQuery<LandingRouteQuery>(landingQuery, queryRef);
  return data.sampleQuestion ? <SampleQuestion question={data.sampleQuestion} /> : null;
}

function Plans({ queryRef }: { queryRef: PreloadedQuery<LandingRouteQuery> }) {
  const data = usePreloadedQuery<LandingRouteQuery>(landingQuery, queryRef);
  return <PlansSection query={data} />;
}

// Room kept for what is loading, so the sections below do not jump when it arrives.
const sampleSpace = <Box sx={{ minHeight: 480 }} />;
const plansSpace = <Box sx={{ minHeight: 640 }} />;

/** /: the hero, a sample question, features, testimonials, plans, FAQ. */
export function LandingRoute({ queryRef }: RouteQueryProps<LandingRouteQuery>) {
  return (
    <Box>
      <Hero />
      <Suspense fallback={sampleSpace}>{queryRef ? <SampleQuestionSection queryRef={queryRef} /> : sampleSpace}</Suspense>
      <Features />
      <Testimonials />
      <Suspense fallback={plansSpace}>{queryRef ? <Plans queryRef={queryRef} /> : plansSpace}</Suspense>
      <Faq />
      <CallToAction />
      <Divider />
      <Footer />
    </Box>
  );
}
