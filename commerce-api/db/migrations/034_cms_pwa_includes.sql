-- The includes and view contexts ICM's demo content has and the Intershop PWA asks for, beside the seed's
-- (seed/cms-content.ts): inserted here so existing databases get them too. Most includes are empty, as in
-- ICM's demo: an editor fills them. The header navigation holds a navigation entry for the service pages
-- (the page tree below page.service.pagelet2-Page, which the seed writes); the dialogs a short text.
-- The seeded service pages show two levels of the page tree beside them: NavigationDepth counts the
-- root page as the first level (with 1 the PWA shows the root alone).
--
-- View contexts (cms/viewcontexts/{id}/entrypoint) place content by a call parameter (the category or
-- product shown). The PWA's example set, with its definitions; no content is assigned to them yet, so
-- each answers an empty entry point, and an unknown view context a 404, as ICM does.
CREATE TABLE cms_view_contexts (
  id TEXT PRIMARY KEY,
  definition TEXT NOT NULL,
  display_name TEXT NOT NULL -- JSON by locale
) WITHOUT ROWID;

INSERT INTO cms_view_contexts (id, definition, display_name) VALUES
  ('viewcontext.include.category.base.bottom', 'app_sf_base_cm:viewcontext.include.category.pagelet2-ViewContext', '{"en_US":"Category Base Marketing Bottom","de_DE":"Kategorie Marketing unten"}'),
  ('viewcontext.include.category.base.top', 'app_sf_base_cm:viewcontext.include.category.pagelet2-ViewContext', '{"en_US":"Category Base Marketing Top","de_DE":"Kategorie Marketing oben"}'),
  ('viewcontext.include.category.content.bottom', 'app_sf_base_cm:viewcontext.include.category.pagelet2-ViewContext', '{"en_US":"Category Content Marketing Bottom","de_DE":"Kategorie Inhalt Marketing unten"}'),
  ('viewcontext.include.category.content.top', 'app_sf_base_cm:viewcontext.include.category.pagelet2-ViewContext', '{"en_US":"Category Content Marketing Top","de_DE":"Kategorie Inhalt Marketing oben"}'),
  ('viewcontext.include.category.navigation', 'app_sf_base_cm:viewcontext.include.category.pagelet2-ViewContext', '{"en_US":"Category Navigation Panel Marketing","de_DE":"Kategorie Navigation Marketing"}'),
  ('viewcontext.include.family.base.bottom', 'app_sf_base_cm:viewcontext.include.category.pagelet2-ViewContext', '{"en_US":"Family Base Marketing Bottom","de_DE":"Produktfamilie Marketing unten"}'),
  ('viewcontext.include.family.base.top', 'app_sf_base_cm:viewcontext.include.category.pagelet2-ViewContext', '{"en_US":"Family Base Marketing Top","de_DE":"Produktfamilie Marketing oben"}'),
  ('viewcontext.include.family.content.bottom', 'app_sf_base_cm:viewcontext.include.category.pagelet2-ViewContext', '{"en_US":"Family Content Marketing Bottom","de_DE":"Produktfamilie Inhalt Marketing unten"}'),
  ('viewcontext.include.family.content.top', 'app_sf_base_cm:viewcontext.include.category.pagelet2-ViewContext', '{"en_US":"Family Content Marketing Top","de_DE":"Produktfamilie Inhalt Marketing oben"}'),
  ('viewcontext.include.family.navigation', 'app_sf_base_cm:viewcontext.include.category.pagelet2-ViewContext', '{"en_US":"Family Navigation Panel Marketing","de_DE":"Produktfamilie Navigation Marketing"}'),
  ('viewcontext.include.product.base.bottom', 'app_sf_base_cm:viewcontext.include.product.pagelet2-ViewContext', '{"en_US":"Product Base Marketing Bottom","de_DE":"Produkt Marketing unten"}'),
  ('viewcontext.include.product.base.top', 'app_sf_base_cm:viewcontext.include.product.pagelet2-ViewContext', '{"en_US":"Product Base Marketing Top","de_DE":"Produkt Marketing oben"}'),
  ('viewcontext.include.product.content.bottom', 'app_sf_base_cm:viewcontext.include.product.pagelet2-ViewContext', '{"en_US":"Product Content Marketing Bottom","de_DE":"Produkt Inhalt Marketing unten"}'),
  ('viewcontext.include.product.content.top', 'app_sf_base_cm:viewcontext.include.product.pagelet2-ViewContext', '{"en_US":"Product Content Marketing Top","de_DE":"Produkt Inhalt Marketing oben"}'),
  ('viewcontext.include.product.productinfo', 'app_sf_base_cm:viewcontext.include.product.pagelet2-ViewContext', '{"en_US":"Product Info Marketing","de_DE":"Produktinfo Marketing"}');

INSERT OR IGNORE INTO cms_entry_points (kind, id, definition, display_name) VALUES
  ('include', 'include.account.base.top.pagelet2-Include', 'app_sf_pwa_cm:include.account.base.top.pagelet2-Include', '{"en_US":"Account Base Top","de_DE":"Konto oben"}'),
  ('include', 'include.account.content.top.pagelet2-Include', 'app_sf_pwa_cm:include.account.content.top.pagelet2-Include', '{"en_US":"Account Content Top","de_DE":"Konto Inhalt oben"}'),
  ('include', 'include.account.navigation.pagelet2-Include', 'app_sf_pwa_cm:include.account.navigation.pagelet2-Include', '{"en_US":"Account Navigation","de_DE":"Konto Navigation"}'),
  ('include', 'include.account.orders.content.bottom.pagelet2-Include', 'app_sf_pwa_cm:include.account.orders.content.bottom.pagelet2-Include', '{"en_US":"Account Orders Content Bottom","de_DE":"Bestellungen Inhalt unten"}'),
  ('include', 'include.account.orders.content.top.pagelet2-Include', 'app_sf_pwa_cm:include.account.orders.content.top.pagelet2-Include', '{"en_US":"Account Orders Content Top","de_DE":"Bestellungen Inhalt oben"}'),
  ('include', 'include.account.overview.content.bottom.pagelet2-Include', 'app_sf_pwa_cm:include.account.overview.content.bottom.pagelet2-Include', '{"en_US":"Account Overview Content Bottom","de_DE":"Kontoübersicht Inhalt unten"}'),
  ('include', 'include.account.overview.content.top.pagelet2-Include', 'app_sf_pwa_cm:include.account.overview.content.top.pagelet2-Include', '{"en_US":"Account Overview Content Top","de_DE":"Kontoübersicht Inhalt oben"}'),
  ('include', 'include.basket.base.bottom.pagelet2-Include', 'app_sf_pwa_cm:include.basket.base.bottom.pagelet2-Include', '{"en_US":"Cart Base Bottom","de_DE":"Warenkorb unten"}'),
  ('include', 'include.basket.base.top.pagelet2-Include', 'app_sf_pwa_cm:include.basket.base.top.pagelet2-Include', '{"en_US":"Cart Base Top","de_DE":"Warenkorb oben"}'),
  ('include', 'include.basket.content.bottom.pagelet2-Include', 'app_sf_pwa_cm:include.basket.content.bottom.pagelet2-Include', '{"en_US":"Cart Content Bottom","de_DE":"Warenkorb Inhalt unten"}'),
  ('include', 'include.basket.content.top.pagelet2-Include', 'app_sf_pwa_cm:include.basket.content.top.pagelet2-Include', '{"en_US":"Cart Content Top","de_DE":"Warenkorb Inhalt oben"}'),
  ('include', 'include.basket.ordersummary.pagelet2-Include', 'app_sf_pwa_cm:include.basket.ordersummary.pagelet2-Include', '{"en_US":"Cart Order Summary","de_DE":"Warenkorb Bestellübersicht"}'),
  ('include', 'include.basket.recurringorder.ordersummary.pagelet2-Include', 'app_sf_pwa_cm:include.basket.recurringorder.ordersummary.pagelet2-Include', '{"en_US":"Cart Recurring Order Summary","de_DE":"Warenkorb Dauerauftrag Übersicht"}'),
  ('include', 'include.dialog.privacyPolicy.pagelet2-Include', 'app_sf_pwa_cm:include.dialog.privacyPolicy.pagelet2-Include', '{"en_US":"Privacy Policy Dialog","de_DE":"Dialog Datenschutz"}'),
  ('include', 'include.dialog.readyForShipment.pagelet2-Include', 'app_sf_pwa_cm:include.dialog.readyForShipment.pagelet2-Include', '{"en_US":"Ready for Shipment Dialog","de_DE":"Dialog Versandbereit"}'),
  ('include', 'include.dialog.safeAndSecure.pagelet2-Include', 'app_sf_pwa_cm:include.dialog.safeAndSecure.pagelet2-Include', '{"en_US":"Safe and Secure Dialog","de_DE":"Dialog Sicher einkaufen"}'),
  ('include', 'include.header.navigation.pagelet2-Include', 'app_sf_pwa_cm:include.header.navigation.pagelet2-Include', '{"en_US":"Header Navigation","de_DE":"Kopfzeile Navigation"}'),
  ('include', 'include.registration.base.top.pagelet2-Include', 'app_sf_pwa_cm:include.registration.base.top.pagelet2-Include', '{"en_US":"Registration Base Top","de_DE":"Registrierung oben"}'),
  ('include', 'include.searchnoresult.base.bottom.pagelet2-Include', 'app_sf_pwa_cm:include.searchnoresult.base.bottom.pagelet2-Include', '{"en_US":"Search No Result Base Bottom","de_DE":"Suche ohne Treffer unten"}'),
  ('include', 'include.searchnoresult.base.top.pagelet2-Include', 'app_sf_pwa_cm:include.searchnoresult.base.top.pagelet2-Include', '{"en_US":"Search No Result Base Top","de_DE":"Suche ohne Treffer oben"}'),
  ('include', 'include.searchnoresult.content.bottom.pagelet2-Include', 'app_sf_pwa_cm:include.searchnoresult.content.bottom.pagelet2-Include', '{"en_US":"Search No Result Content Bottom","de_DE":"Suche ohne Treffer Inhalt unten"}'),
  ('include', 'include.searchnoresult.content.top.pagelet2-Include', 'app_sf_pwa_cm:include.searchnoresult.content.top.pagelet2-Include', '{"en_US":"Search No Result Content Top","de_DE":"Suche ohne Treffer Inhalt oben"}'),
  ('include', 'include.searchresult.base.bottom.pagelet2-Include', 'app_sf_pwa_cm:include.searchresult.base.bottom.pagelet2-Include', '{"en_US":"Search Result Base Bottom","de_DE":"Suchergebnis unten"}'),
  ('include', 'include.searchresult.base.top.pagelet2-Include', 'app_sf_pwa_cm:include.searchresult.base.top.pagelet2-Include', '{"en_US":"Search Result Base Top","de_DE":"Suchergebnis oben"}'),
  ('include', 'include.searchresult.content.bottom.pagelet2-Include', 'app_sf_pwa_cm:include.searchresult.content.bottom.pagelet2-Include', '{"en_US":"Search Result Content Bottom","de_DE":"Suchergebnis Inhalt unten"}'),
  ('include', 'include.searchresult.content.top.pagelet2-Include', 'app_sf_pwa_cm:include.searchresult.content.top.pagelet2-Include', '{"en_US":"Search Result Content Top","de_DE":"Suchergebnis Inhalt oben"}'),
  ('include', 'include.searchresult.navigation.pagelet2-Include', 'app_sf_pwa_cm:include.searchresult.navigation.pagelet2-Include', '{"en_US":"Search Result Navigation","de_DE":"Suchergebnis Navigation"}');

INSERT OR IGNORE INTO cms_pagelets (id, definition, display_name, entry_point_kind, entry_point_id, position) VALUES
  ('cmp_header_navigation_service', 'app_sf_base_cm:component.navigation.page.pagelet2-Component', '{"en_US":"Service pages","de_DE":"Serviceseiten"}', 'include', 'include.header.navigation.pagelet2-Include', 0),
  ('cmp_dialog_privacy_text', 'app_sf_base_cm:component.common.text.pagelet2-Component', '{"en_US":"Privacy policy","de_DE":"Datenschutz"}', 'include', 'include.dialog.privacyPolicy.pagelet2-Include', 0),
  ('cmp_dialog_shipment_text', 'app_sf_base_cm:component.common.text.pagelet2-Component', '{"en_US":"Ready for shipment","de_DE":"Versandbereit"}', 'include', 'include.dialog.readyForShipment.pagelet2-Include', 0),
  ('cmp_dialog_secure_text', 'app_sf_base_cm:component.common.text.pagelet2-Component', '{"en_US":"Safe and secure","de_DE":"Sicher einkaufen"}', 'include', 'include.dialog.safeAndSecure.pagelet2-Include', 0);

INSERT OR IGNORE INTO cms_parameters (pagelet_id, name, type, value, localized, position) VALUES
  ('cmp_header_navigation_service', 'Page', 'bc_pmc:types.pagelet2-PageRef', '"page.service.pagelet2-Page"', 0, 0),
  ('cmp_header_navigation_service', 'DisplayName', 'bc_pmc:types.pagelet2-Text', '{"en_US":"Service","de_DE":"Service"}', 1, 1),
  ('cmp_header_navigation_service', 'SubNavigationDepth', 'bc_pmc:types.pagelet2-Integer', '1', 0, 2),
  ('cmp_dialog_privacy_text', 'HTMLText', 'bc_pmc:types.pagelet2-Html',
    '{"en_US":"<p>We keep only what we need to run your session and your account. Read the whole <a href=\"page://page.privacy.pagelet2-Page\">privacy policy</a>.</p>","de_DE":"<p>Wir speichern nur, was wir für Ihre Sitzung und Ihr Konto brauchen. Lesen Sie die ganze <a href=\"page://page.privacy.pagelet2-Page\">Datenschutzerklärung</a>.</p>"}', 1, 0),
  ('cmp_dialog_shipment_text', 'HTMLText', 'bc_pmc:types.pagelet2-Html',
    '{"en_US":"<p>The days named are working days until the goods leave our warehouse; delivery takes one to three days more.</p>","de_DE":"<p>Die genannten Tage sind Werktage, bis die Ware unser Lager verlässt; die Zustellung dauert ein bis drei Tage länger.</p>"}', 1, 0),
  ('cmp_dialog_secure_text', 'HTMLText', 'bc_pmc:types.pagelet2-Html',
    '{"en_US":"<p>Your connection to the shop is encrypted, and payment details go only to the payment provider.</p>","de_DE":"<p>Ihre Verbindung zum Shop ist verschlüsselt, und Zahlungsdaten gehen nur an den Zahlungsdienstleister.</p>"}', 1, 0);

UPDATE cms_parameters SET value = '2'
WHERE name = 'NavigationDepth' AND value = '1'
  AND pagelet_id IN ('cmp_service_static', 'cmp_aboutus_static', 'cmp_help_static', 'cmp_terms_static', 'cmp_privacy_static');
