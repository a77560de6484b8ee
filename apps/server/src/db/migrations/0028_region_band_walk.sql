-- A rare combination of rooms, area and floor in a 시군구 or 동: each (시군구, room group, area band, floor band)
-- newest first, so that a page walks every combination in each 시군구 for offset + limit listings and
-- merges them (search repo walkByBand). Through sales_band_idx it walked the combination across the whole
-- market and tested the region, reading up to all the combination's listings in the market (4× at 4×
-- the listings: bench:scale). IF NOT EXISTS: the bench databases were given it by hand while it was measured.
CREATE INDEX IF NOT EXISTS sales_region_band_idx ON sales (status, sigungu_code, room_group, area_band, floor_band, created_at DESC, sale_no DESC)
  INCLUDE (dong_code, sale_type, building_type, safety_grade, selling_price, rent_price, deposit, monthly_price);
