-- The summary columns over a group of `linhas`: hours pointed and charged (decimal hours), the difference
-- charged − pointed of the two rounded figures (so the row reads exactly), and the charged value.
       round(CAST(sum(l.segundos_validos) / 3600.0 AS DECIMAL(38, 10)), 2) AS qtd_hr_apontada,
       round(CAST(sum(l.horas_cobradas) AS DECIMAL(38, 10)), 2) AS qtd_hr_cobrada_os,
       round(CAST(sum(l.horas_cobradas) AS DECIMAL(38, 10)), 2) - round(CAST(sum(l.segundos_validos) / 3600.0 AS DECIMAL(38, 10)), 2) AS dif_qtd_hr_cobrada_x_qtd_hr_apontada,
       round(CAST(sum(l.valor) AS DECIMAL(38, 10)), 2) AS valor_total
