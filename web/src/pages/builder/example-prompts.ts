/** The eight example prompts of spec platform.md §2; clicking one fills the prompt. */
export type ExamplePrompt = { label: string; prompt: string };

export const examplePrompts: readonly ExamplePrompt[] = [
  {
    label: 'Portfolio',
    prompt:
      'A personal portfolio for a freelance UX designer: a hero with name and tagline, a project gallery with filters, an about section with skills, client testimonials and a contact form.',
  },
  {
    label: 'SaaS landing page',
    prompt:
      'A SaaS landing page for a team task-management app: hero with a call to action, feature grid, how-it-works steps, three pricing plans with a monthly/yearly toggle, FAQ accordion and a footer.',
  },
  {
    label: 'Restaurant',
    prompt:
      'A website for an Italian trattoria: a warm hero with opening hours, a menu with tabs for starters, mains and desserts, a photo gallery, a table reservation form and a map-style location section.',
  },
  {
    label: 'Blog',
    prompt:
      'A clean tech blog home page: featured article, a grid of recent posts with tags and reading time, a category filter, a newsletter sign-up box and an author bio sidebar.',
  },
  {
    label: 'E-commerce product page',
    prompt:
      'An e-commerce product page for wireless headphones: an image gallery with thumbnails, price and colour options, quantity selector, add-to-cart with a cart counter, specifications and customer reviews.',
  },
  {
    label: 'Fitness landing page',
    prompt:
      'A landing page for a fitness studio: energetic hero, class schedule table, trainer profiles, membership plans, a BMI calculator and a free-trial sign-up form.',
  },
  {
    label: 'Real estate',
    prompt:
      'A real estate agency website: a property search bar with filters, featured listings as cards with price, beds and baths, a mortgage calculator, agent contacts and client testimonials.',
  },
  {
    label: 'Creative agency',
    prompt:
      'A bold creative agency website: full-screen hero with animated headline, services, a case-study portfolio grid, team members, client logos and a project enquiry form.',
  },
];
