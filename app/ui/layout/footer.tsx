import { Mail, MapPin, Phone } from "lucide-react";
import { useRouteLoaderData } from "react-router";
import { FOOTER_INFORMATION, FOOTER_NAVIGATION, type NavLink } from "~/ui/layout/navigation";
import { telHref, useSite } from "~/platform/site";
import { SiteLink } from "~/ui/layout/nav-link";

const linkClass = "text-slate-200 underline-offset-4 hover:text-white hover:underline";

export function Footer() {
  const site = useSite();
  const { year } = useRouteLoaderData("root") as { year: number };
  return (
    <footer className="mt-16 bg-brand-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{site.name}</p>
          <p className="mt-3 text-sm leading-relaxed">
            Ente accreditato dal Ministero dell'Istruzione e del Merito per la formazione del
            personale della scuola (Direttiva 170/2016).
          </p>
        </div>
        <FooterLinks id="footer-navigazione" title="Navigazione" links={FOOTER_NAVIGATION} />
        <FooterLinks id="footer-informazioni" title="Informazioni" links={FOOTER_INFORMATION} />
        <div>
          <h2 className="font-semibold text-white">Contatti</h2>
          <address className="mt-3 space-y-3 text-sm not-italic">
            <p className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              <span>{site.address.full}</span>
            </p>
            <p className="flex gap-2">
              <Phone aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              <a href={telHref(site.phone)} className={linkClass}>
                {site.phone}
              </a>
            </p>
            <p className="flex gap-2">
              <Mail aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              <a href={`mailto:${site.email}`} className={`${linkClass} break-all`}>
                {site.email}
              </a>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-white/15">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm text-slate-300">
          © {year} {site.name} · P. IVA {site.vatNumber}
        </p>
      </div>
    </footer>
  );
}

function FooterLinks({ id, title, links }: { id: string; title: string; links: NavLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="font-semibold text-white">
        {title}
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <SiteLink link={link} className={linkClass} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
