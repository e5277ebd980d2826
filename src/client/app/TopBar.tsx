import { Plus, Search, ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { ptBR } from '@shared/i18n/pt-BR';
import { useMember } from '@client/features/auth/use-session';
import { SearchBox } from '@client/features/search/SearchBox';
import { CartBadge } from '@client/features/store/CartBadge';
import { setCartOpen } from '@client/features/store/cart-drawer-state';
import { useCartCount } from '@client/features/store/use-cart-count';
import { NotificationsBell } from '@client/features/notifications/NotificationsBell';
import { cn } from '@client/lib/cn';
import { Button } from '@client/ui/button';
import { CreateMenu } from './CreateMenu';
import { Logo } from '@client/ui/logo';
import { MobileMenu } from './MobileMenu';
import { ButtonLink } from '@client/ui/button-link';

const nav = ptBR.nav;

function CartButton() {
  const count = useCartCount();
  return (
    <Button
      variant="ghost"
      size="icon"
      className="relative"
      aria-label={nav.cartWithCount(count)}
      onClick={() => setCartOpen(true)}
    >
      <ShoppingCart aria-hidden="true" />
      <CartBadge count={count} className="absolute top-0.5 right-0.5 ring-2 ring-surface-strong" />
    </Button>
  );
}

export function TopBar({ className }: { className?: string | undefined }) {
  const member = useMember();
  return (
    <header className={cn('sticky top-0 z-40 border-b border-border bg-surface-strong/75 backdrop-blur-xl', className)}>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-2 sm:gap-2 sm:px-4 lg:px-6">
        <MobileMenu />
        <Link to="/" className="mr-2 shrink-0 rounded-xl p-1 lg:w-60">
          <Logo wordmarkClassName="max-sm:sr-only" />
        </Link>
        <SearchBox className="hidden max-w-md flex-1 md:block" />
        <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
          <CreateMenu>
            <Button variant="brand" className="hidden rounded-full lg:inline-flex">
              <Plus aria-hidden="true" />
              {nav.create}
            </Button>
          </CreateMenu>
          <ButtonLink
            to="/search"
            aria-label={nav.search}
            variant="ghost"
            size="icon"
            className="md:hidden"
            icon={Search}
          />
          <CartButton />
          <NotificationsBell />
          {member ? (
            <Link to="/profile" className="ml-1 shrink-0 rounded-full">
              <img
                src={member.avatarUrl}
                alt={member.name}
                width={36}
                height={36}
                className="size-9 rounded-full bg-surface-muted object-cover ring-2 ring-primary/40"
              />
            </Link>
          ) : null}
        </div>
      </div>
    </header>
  );
}
