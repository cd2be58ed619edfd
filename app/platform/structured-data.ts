import type { SiteSettings } from "~/platform/site";

/** Absolute URL of a site path (for JSON-LD, Open Graph and feeds). */
export function absoluteUrl(publicUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${publicUrl.replace(/\/+$/, "")}${path.startsWith("/") ? "" : "/"}${path}`;
}

/** Schema.org EducationalOrganization for the home page. */
export function educationalOrganization(site: SiteSettings, publicUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "EducationalOrganization",
    "@id": `${absoluteUrl(publicUrl, "/")}#organizzazione`,
    name: site.name,
    legalName: site.legalName,
    url: absoluteUrl(publicUrl, "/"),
    logo: absoluteUrl(publicUrl, "/logo.svg"),
    email: site.email,
    telephone: site.phone,
    vatID: site.vatNumber,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      postalCode: site.address.postalCode,
      addressLocality: site.address.city,
      addressRegion: site.address.province,
      addressCountry: "IT",
    },
    geo: { "@type": "GeoCoordinates", latitude: site.address.lat, longitude: site.address.lng },
    hasCredential: {
      "@type": "EducationalOccupationalCredential",
      name: "Ente accreditato dal Ministero dell'Istruzione e del Merito (Direttiva 170/2016)",
    },
  };
}

type ArticleInput = {
  title: string;
  excerpt: string;
  image: string;
  path: string;
  publishedAt: Date | string;
  updatedAt: Date | string;
  category: string;
  tags: string[];
  author: { name: string; role: string; image: string };
};

export function newsArticle(post: ArticleInput, site: SiteSettings, publicUrl: string) {
  const url = absoluteUrl(publicUrl, post.path);
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    headline: post.title,
    description: post.excerpt,
    image: [absoluteUrl(publicUrl, post.image)],
    datePublished: new Date(post.publishedAt).toISOString(),
    dateModified: new Date(post.updatedAt).toISOString(),
    articleSection: post.category,
    keywords: post.tags.join(", "),
    inLanguage: "it-IT",
    author: {
      "@type": "Person",
      name: post.author.name,
      jobTitle: post.author.role,
      image: absoluteUrl(publicUrl, post.author.image),
    },
    publisher: {
      "@type": "EducationalOrganization",
      name: site.name,
      url: absoluteUrl(publicUrl, "/"),
      logo: { "@type": "ImageObject", url: absoluteUrl(publicUrl, "/logo.svg") },
    },
  };
}

/**
 * Schema.org FAQPage for a page's «Domande frequenti», from its
 * FAQ records: each answer is the sanitised HTML the page shows (links and
 * lists are allowed in an Answer's text).
 */
export function faqPage(items: readonly { question: string; answerHtml: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answerHtml },
    })),
  };
}
