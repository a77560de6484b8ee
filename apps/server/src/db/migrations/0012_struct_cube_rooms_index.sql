-- Region bubbles with a rooms filter (the commonest structure filter) read the structure cube by rooms and
-- floor first: a few rows per region instead of every row of it. The other dimensions ride along so the
-- sum stays an index-only scan whatever else is filtered.
CREATE INDEX IF NOT EXISTS sale_count_struct_rooms_idx ON sale_count_struct (status, room_group, floor_band, region_code)
  INCLUDE (area_band, sale_type, building_type, safety_grade, n);
