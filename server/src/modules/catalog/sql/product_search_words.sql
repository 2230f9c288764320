-- product_search_words(category, kind): words a shopper uses for a category or a kind that the product
-- text may not contain ("tee" for a t-shirt, "coffee" for a mug). IMMUTABLE so the generated column
-- product.search_vector may use it.
--
-- The current definition: what the migrations install, checked by test/database-functions.test.ts.
-- To change it, edit this file, then add a migration that installs the new text (a copy, not a read
-- of this file: docs/architecture.md, "Database code").

CREATE OR REPLACE FUNCTION public.product_search_words(category text, kind text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
        SELECT concat_ws(' ',
          CASE category
            WHEN 'men' THEN 'men mens man male'
            WHEN 'women' THEN 'women womens woman ladies female'
            WHEN 'lgbtq' THEN 'lgbtq lgbt pride queer rainbow unisex'
            WHEN 'tshirt' THEN 'tshirt tshirts t-shirt tee unisex'
            WHEN 'accessories' THEN 'accessories accessory gift gifts personalised personalized custom'
            ELSE category
          END,
          CASE kind
            WHEN 'tshirt' THEN 'tshirt tshirts t-shirt tee tees'
            WHEN 'hoodie' THEN 'hoodie hoodies sweatshirt hooded'
            WHEN 'shirt' THEN 'shirt shirts formal casual'
            WHEN 'kurta' THEN 'kurta kurti kurtas ethnic'
            WHEN 'dress' THEN 'dress dresses frock'
            WHEN 'cap' THEN 'cap caps hat'
            WHEN 'mug' THEN 'mug mugs cup coffee tea'
            WHEN 'bottle' THEN 'bottle bottles water sipper flask'
            WHEN 'mousepad' THEN 'mousepad mouse pad'
            WHEN 'keychain' THEN 'keychain keychains key chain keyring'
            WHEN 'totebag' THEN 'bag bags tote handbag hand'
            WHEN 'frame' THEN 'frame frames wall photo'
            WHEN 'metalsheet' THEN 'metal sheet poster plate sign'
            WHEN 'keyboardpad' THEN 'keyboard pad desk mat deskmat'
            ELSE kind
          END)
      $function$;
