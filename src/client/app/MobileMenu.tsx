import { Menu } from 'lucide-react';
import { useState } from 'react';
import { ptBR } from '@shared/i18n/pt-BR';
import { Button } from '@client/ui/button';
import { Sheet, SheetContent, SheetTrigger } from '@client/ui/sheet';
import { SideMenu } from './SideMenu';

/** The whole side menu in a sheet, so its entries (Sair included) stay reachable on phones. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={ptBR.nav.openMenu} className="lg:hidden">
          <Menu aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent title={ptBR.nav.menu}>
        <SideMenu onNavigate={() => setOpen(false)} />
      </SheetContent>
    </Sheet>
  );
}
