import { Box, Divider } from '@mui/material';
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

export function LandingRoute() {
  const data = useLazyLoadQuery<LandingRouteQuery>(
    graphql`
      query LandingRouteQuery {
        sampleQuestion {
          ...SampleQuestion_question
        }
        ...PlansSection_query
      }
    `,
    {},
  );
  return (
    <Box>
      <Hero />
      {data.sampleQuestion && <SampleQuestion question={data.sampleQuestion} />}
      <Features />
      <Testimonials />
      <PlansSection query={data} />
      <Faq />
      <CallToAction />
      <Divider />
      <Footer />
    </Box>
  );
}
