/**
 * Every English UI string of the public site. pt.ts must have exactly these keys.
 * `{name}` marks a value filled in by t(); keys ending in `.one` / `.other` are plural forms.
 */
export const en = {
  'site.name': 'Bem Viver',
  'site.tagline': 'Bem Viver · Live well, every day',
  'site.description':
    'Practical, well-researched guides on health, money, relationships, technology and cooking, in English and Portuguese. Half of our affiliate commissions go to charity.',
  'site.audienceClaim': 'Read by more than 50,000 people across the US',

  'a11y.skipToContent': 'Skip to content',
  'a11y.opensInNewTab': '(opens in a new tab)',

  'nav.label': 'Main',
  'nav.menu': 'Menu',
  'nav.home': 'Home',
  'nav.articles': 'Articles',
  'nav.products': 'Products',
  'nav.ebooks': 'Interactive Ebooks',
  'nav.lifeCoach': 'Life Coach',
  'nav.about': 'About',
  'nav.contact': 'Contact',

  'lang.label': 'Language',
  'lang.pt': 'Português',
  'lang.en': 'English',

  'footer.about':
    'Independent guides for a lighter everyday life, written in English and Portuguese by people who test what they recommend.',
  'footer.explore': 'Explore',
  'footer.categories': 'Popular topics',
  'footer.charity': '50% of our affiliate commissions go to charity.',
  'footer.copyright': '© 2024 Bem Viver. All rights reserved.',
  'footer.admin': 'Back office for editors',

  'category.badge': 'Category: {label}',
  'category.desc.saude': 'Habits, movement and food for a healthier weight and more energy.',
  'category.desc.dinheiro': 'Budgeting, saving and honest ways to earn a little more.',
  'category.desc.relacionamentos': 'Communication, trust and time well spent with the people you love.',
  'category.desc.tecnologia': 'Apps, gadgets and tools that save time instead of stealing it.',
  'category.desc.desenvolvimento': 'Focus, routines and the small changes that compound.',
  'category.desc.consumo': 'Buy smarter: comparisons, deals and what is actually worth it.',
  'category.desc.educacao': 'Learning, studying and growing in your career.',
  'category.desc.culinaria': 'Simple, tasty recipes and kitchen know-how for busy days.',

  'card.readArticle': 'Read “{title}”',
  'card.minutes': '{minutes} min read',

  'home.metaTitle': 'Practical guides for health, money and everyday life',
  'home.hero.eyebrow': 'Independent guides · 50% of commissions to charity',
  'home.hero.title': 'Live better, one practical step at a time',
  'home.hero.lead':
    'Clear, well-researched articles on health, money, relationships, technology and cooking, written to be used today, not just read.',
  'home.hero.ctaCategories': 'Explore categories',
  'home.hero.ctaRecent': 'Read the latest',
  'home.hero.charityBadge': 'of our commissions go to charity',
  'home.stats.heading': 'Bem Viver in numbers',
  'home.stats.articles': 'Published articles',
  'home.stats.readers': 'Readers',
  'home.stats.views': 'Page views',
  'home.stats.updates': 'Updates every week',
  'home.featured.title': 'Featured articles',
  'home.featured.lead': 'Hand-picked reads our editors come back to.',
  'home.featured.viewAll': 'View all articles',
  'home.featured.empty': 'No featured articles yet.',
  'home.featured.emptyCta': 'Write the first one in the back office',
  'home.coach.eyebrow': 'New',
  'home.coach.title': 'Talk it through with a life coach',
  'home.coach.text':
    'Set goals, find clarity and build habits that stick, with a guided conversation and a personal assessment.',
  'home.coach.cta': 'Meet the life coach',
  'home.categories.title': 'Browse by category',
  'home.categories.lead': 'Eight topics, one goal: making everyday decisions easier.',
  'home.recent.title': 'Latest articles',
  'home.recent.lead': 'Fresh from the editors.',
  'home.recent.empty': 'New articles are on their way. Check back soon.',

  'list.metaTitle': 'Articles',
  'list.metaDescription':
    'All Bem Viver articles: practical guides on health, money, relationships, technology, personal development, shopping, career and cooking.',
  'list.title': 'Articles',
  'list.subtitle': 'Guides, ideas and tested tips for every part of your day.',
  'list.count.one': '{count} article',
  'list.count.other': '{count} articles',
  'list.showing': 'Showing the {shown} most recent.',
  'list.browseCategories': 'Browse by category',
  'list.moreByTopic': 'More articles by topic',
  'list.moreByTopicLead.one': 'One more article is waiting in the category pages.',
  'list.moreByTopicLead.other': '{count} more articles are waiting in the category pages.',
  'list.empty': 'No articles have been published yet.',

  'categoryPage.eyebrow': 'Category',
  'categoryPage.metaDescription': '{label}: {description} Practical guides from Bem Viver.',
  'categoryPage.empty': 'No articles in this category yet. Browse all articles in the meantime.',
  'categoryPage.allArticles': 'All articles',
  'categoryPage.otherCategories': 'Other categories',

  'article.back': 'Back to articles',
  'article.by': 'By {author}',
  'article.defaultAuthor': 'Bem Viver editorial team',
  'article.readingTime': '{minutes} min read',
  'article.publishedOn': 'Published on',
  'article.listen': 'Listen to this article',
  'article.audioUnsupported': 'Your browser does not support audio playback.',
  'article.watch': 'Watch',
  'article.videoUnsupported': 'Your browser does not support video playback.',
  'article.videoFallbackTitle': 'Video: {title}',
  'article.products.title': 'Products mentioned',
  'article.products.disclosure':
    'Affiliate links: we may earn a commission at no extra cost to you, and half of it goes to charity.',
  'article.products.cta': 'View product',
  'article.related.title': 'Keep reading',
  'article.share.title': 'Share this article',
  'article.share.whatsapp': 'WhatsApp',
  'article.share.x': 'X (Twitter)',
  'article.share.facebook': 'Facebook',
  'article.share.label': 'Share on {network}',

  'about.metaTitle': 'About us',
  'about.metaDescription':
    'Who writes Bem Viver, how we choose what to recommend, and why half of our affiliate commissions go to charity.',
  'about.hero.eyebrow': 'About us',
  'about.hero.title': 'Good information should make life lighter',
  'about.hero.lead':
    'Bem Viver is a small, independent team writing practical guides in English and Portuguese. We read the studies, test the tools and cook the recipes, so that you can make a good decision in minutes.',
  'about.charity.title': 'Half of every commission goes to charity',
  'about.charity.text':
    'Some links on this site are affiliate links. When you buy through them, the store pays us a commission at no extra cost to you, and 50% of it goes to charities working on food security, education and health.',
  'about.story.title': 'How Bem Viver came together',
  'about.story.1.title': 'A question among friends',
  'about.story.1.text':
    'It started with a group chat: which budget app actually works, is that diet worth it, what should we cook tonight? The same questions kept coming back.',
  'about.story.2.title': 'A small library of answers',
  'about.story.2.text':
    'We began writing the answers down properly, checking sources and testing products ourselves, first in Portuguese, then in English for friends abroad.',
  'about.story.3.title': 'A site that gives back',
  'about.story.3.text':
    'When the notes became a website, we decided that the commissions it earns would help more than just us. Half of them go to charity, every month.',
  'about.pillars.title': 'What guides our work',
  'about.pillars.1.title': 'Practical first',
  'about.pillars.1.text': 'Every article ends with something you can do today.',
  'about.pillars.2.title': 'Honest recommendations',
  'about.pillars.2.text': 'We only link to products we would buy ourselves, and we say when a link earns a commission.',
  'about.pillars.3.title': 'Evidence over hype',
  'about.pillars.3.text': 'We read the research and say plainly when it is thin.',
  'about.pillars.4.title': 'Two languages, one voice',
  'about.pillars.4.text': 'English and Portuguese readers get the same care and the same answers.',
  'about.figures.title': 'Bem Viver at a glance',
  'about.figures.readers': 'Readers',
  'about.figures.categories': 'Topics covered',
  'about.figures.charity': 'Of commissions to charity',
  'about.figures.languages': 'Languages',
  'about.cta.read': 'Start reading',
  'about.cta.contact': 'Get in touch',

  'notFound.metaTitle': 'Page not found',
  'notFound.title': 'Oops! Page not found',
  'notFound.text': 'The page you are looking for does not exist or has moved.',
  'notFound.home': 'Back to home',
  'notFound.articles': 'Browse the articles',

  'admin.metaTitle': 'Back office',
  'admin.title': 'Back office',
  'admin.text': 'Sign-in and editing arrive with the back-office release.',
  'admin.backToSite': 'Back to the site',
  'admin.noscript': 'The back office needs JavaScript.',
} as const;

export type TranslationKey = keyof typeof en;
export type Translations = Record<TranslationKey, string>;
