import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BookOpenText,
  CalendarClock,
  CalendarCheck,
  ClipboardList,
  Flag,
  Gauge,
  House,
  KeyRound,
  Layers,
  LifeBuoy,
  Mail,
  MessageSquareText,
  MessagesSquare,
  Settings,
  ShieldAlert,
  TriangleAlert,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { PathLink } from '@/components/ui/path-link';

interface Tool {
  href: string;
  key: string;
  icon: LucideIcon;
  /** Served by the BFF, not the app's router (Bull Board, the API docs): a full page load. */
  external?: true;
}

/** Only pages that exist: a link here must never lead to a 404. */
const GROUPS: readonly { key: string; tools: readonly Tool[] }[] = [
  {
    key: 'overview',
    tools: [{ href: '/admin/dashboard', key: 'dashboard', icon: Gauge }],
  },
  {
    key: 'people',
    tools: [
      { href: '/admin/users', key: 'users', icon: Users },
      { href: '/admin/message-reports', key: 'messageReports', icon: Flag },
      { href: '/admin/support', key: 'support', icon: LifeBuoy },
      { href: '/admin/feedback', key: 'feedback', icon: MessageSquareText },
    ],
  },
  {
    key: 'marketplace',
    tools: [
      { href: '/admin/listings', key: 'listings', icon: House },
      { href: '/admin/bookings', key: 'bookings', icon: CalendarCheck },
      { href: '/admin/claims', key: 'claims', icon: ShieldAlert },
    ],
  },
  {
    key: 'money',
    tools: [{ href: '/admin/revenue', key: 'revenue', icon: Wallet }],
  },
  {
    key: 'platform',
    tools: [
      { href: '/admin/settings', key: 'settings', icon: Settings },
      { href: '/admin/emails', key: 'emails', icon: Mail },
      { href: '/admin/audit', key: 'audit', icon: ClipboardList },
      { href: '/admin/dead-letters', key: 'deadLetters', icon: TriangleAlert },
      { href: '/admin/queues', key: 'queues', icon: Layers, external: true },
      { href: '/api/docs', key: 'apiDocs', icon: BookOpenText, external: true },
      { href: '/admin/bootstrap', key: 'bootstrap', icon: KeyRound },
    ],
  },
  {
    key: 'operations',
    tools: [
      { href: '/admin/booking-stress-test', key: 'bookingStress', icon: CalendarClock },
      { href: '/admin/stress-test', key: 'messageStress', icon: MessagesSquare },
    ],
  },
];

const cardClass =
  'flex h-full gap-4 rounded-xl border border-neutral-200 p-5 hover:shadow-md focus-visible:outline-2';

function ToolCard({ tool }: { tool: Tool }) {
  const { t } = useTranslation('admin');
  const Icon = tool.icon;
  const body = (
    <>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-neutral-700" />
      <span>
        <span className="block font-semibold">{t(`tools.${tool.key}.title`)}</span>
        <span className="block text-sm text-neutral-600">{t(`tools.${tool.key}.description`)}</span>
      </span>
    </>
  );
  return tool.external ? (
    <a href={tool.href} className={cardClass}>
      {body}
    </a>
  ) : (
    <PathLink href={tool.href} className={cardClass}>
      {body}
    </PathLink>
  );
}

function ToolGroup({ group }: { group: (typeof GROUPS)[number] }) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-lg font-semibold">
        {t(`tools.groups.${group.key}`)}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {group.tools.map((tool) => (
          <li key={tool.key}>
            <ToolCard tool={tool} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** `/admin` ('Admin Tools' in the account menu): every admin page, grouped by what it is for. */
export function AdminToolsPage() {
  const { t } = useTranslation('admin');
  return (
    <section className="mx-auto max-w-3xl px-6 py-12">
      <h1 className="mb-8 text-3xl font-semibold">{t('tools.title')}</h1>
      <div className="space-y-10">
        {GROUPS.map((group) => (
          <ToolGroup key={group.key} group={group} />
        ))}
      </div>
    </section>
  );
}
