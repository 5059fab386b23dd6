import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

export default [
  layout('routes/public-layout.tsx', [
    index('routes/home.tsx'),
    route('prompt-school', 'routes/prompt-school.tsx'),
    route('prompt-coach', 'routes/prompt-coach.tsx'),
    route('prompt-gallery', 'routes/prompt-gallery.tsx'),
    route('prompt-gallery/for/:slug', 'routes/prompt-gallery-business-type.tsx'),
    route('prompt-lab', 'routes/prompt-lab.tsx'),
    route('pricing', 'routes/pricing.tsx'),
    route('certificates/:code', 'routes/certificate.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  route('admin', 'routes/admin.tsx'),
] satisfies RouteConfig;
