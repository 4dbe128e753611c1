package interop.api;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Deterministic sample values, so both ends of a call can build the expected object independently. */
public final class Pojos {

    private static final String[] NAMES = {"Alice", "张伟", "Émile 🚀", "さくら"};

    private Pojos() {
    }

    /** The sample with index {@code i}; equal indexes always give equal objects. */
    public static Pojo sample(int i) {
        Pojo pojo = new Pojo();
        pojo.setName(NAMES[Math.floorMod(i, NAMES.length)] + " #" + i);
        pojo.setAge(20 + Math.floorMod(i, 50));
        pojo.setColor(Color.values()[Math.floorMod(i, Color.values().length)]);
        pojo.setBirthday(LocalDate.of(1990, 1, 1).plusDays(i * 37L));
        pojo.setCreatedAt(LocalDateTime.of(2024, 2, 29, 13, 45, 30, 123456789).plusMinutes(i));
        pojo.setBalance(new BigDecimal("1234.50").add(BigDecimal.valueOf(i)));
        List<String> tags = new ArrayList<String>();
        tags.add("tag-" + i);
        tags.add("标签");
        pojo.setTags(tags);
        Map<String, Integer> scores = new HashMap<String, Integer>();
        scores.put("math", 90 + Math.floorMod(i, 10));
        scores.put("语文", 80);
        pojo.setScores(scores);
        pojo.setChild(new Nested("child-" + i, i * 1000L + 7));
        return pojo;
    }
}
