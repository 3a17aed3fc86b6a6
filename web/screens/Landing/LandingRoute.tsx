import { Box, Divider } from '@mui/material';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { LandingRouteQuery } from '../../__generated__/LandingRouteQuery.graphql.ts';
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

// Both sections read the one query (Relay sends it once); each waits for it on its own, so the
// hero and the text sections show at once instead of after the server has answered.
function SampleQuestionSection() {
  const data = useLazyLoadQuery<LandingRouteQuery>(landingQuery, {});
  return data.sampleQuestion ? <SampleQuestion question={data.sampleQuestion} /> : null;
}

function Plans() {
  const data = useLazyLoadQuery<LandingRouteQuery>(landingQuery, {});
  return <PlansSection query={data} />;
}

export function LandingRoute() {
  return (
    <Box>
      <Hero />
      {/* Room kept for what is loading, so the sections below do not jump when it arrives. */}
      <Suspense fallback={<Box sx={{ minHeight: 480 }} />}>
        <SampleQuestionSection />
      </Suspense>
      <Features />
      <Testimonials />
      <Suspense fallback={<Box sx={{ minHeight: 640 }} />}>
        <Plans />
      </Suspense>
      <Faq />
      <CallToAction />
      <Divider />
      <Footer />
    </Box>
  );
}
