-- The shop's contact persons (business-and-integration §3, §7.4 `GET contactpersons`): id, photo
-- (an image URL, optional), email, first and last name, phone, title, home page, company and position,
-- in the order of `position`. The table is new, so the demo's three persons go in with it (an empty
-- table); and the service page gets the CMS component that shows them (docs/decisions/033): in an
-- existing database when it has the demo's service page, in a new one before the CMS seed (which
-- fills its content tables while they have no entry point).
CREATE TABLE contact_persons (
  id TEXT PRIMARY KEY,
  photo TEXT,
  email TEXT,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  phone TEXT,
  title TEXT,
  home_page TEXT,
  company TEXT,
  job_position TEXT,
  position INTEGER NOT NULL
) WITHOUT ROWID;

INSERT INTO contact_persons (id, photo, email, first_name, last_name, phone, title, home_page, company, job_position, position) VALUES
  ('cp-sales', NULL, 'sales@inspired-intronics.example', 'Patricia', 'Miller', '+49 3641 50 1001', 'Dr.', 'https://www.intershop.com', 'inSPIRED inTRONICS', 'Head of Sales', 0),
  ('cp-service', NULL, 'service@inspired-intronics.example', 'Jonas', 'Becker', '+49 3641 50 1002', NULL, NULL, 'inSPIRED inTRONICS', 'Customer Service', 1),
  ('cp-business', NULL, 'business@inspired-intronics.example', 'Anna', 'Kowalska', '+48 22 555 0133', NULL, NULL, 'inSPIRED inTRONICS', 'Business Customer Support', 2);

INSERT INTO cms_pagelets (id, definition, display_name, entry_point_kind, entry_point_id, parent_pagelet_id, slot, position)
SELECT 'cmp_service_contact_persons', 'app_sf_base_cm:component.common.contactPersons.pagelet2-Component',
  '{"en_US":"Contact persons","de_DE":"Ansprechpartner"}', 'page', 'page.service.pagelet2-Page', NULL, NULL, 1
WHERE NOT EXISTS (SELECT 1 FROM cms_entry_points)
   OR EXISTS (SELECT 1 FROM cms_entry_points WHERE kind = 'page' AND id = 'page.service.pagelet2-Page');
