package org.apache.dubbo.common.utils;

import org.apache.dubbo.common.utils.PojoFixtures.Address;
import org.apache.dubbo.common.utils.PojoFixtures.Color;
import org.apache.dubbo.common.utils.PojoFixtures.Dog;
import org.apache.dubbo.common.utils.PojoFixtures.Endpoint;
import org.apache.dubbo.common.utils.PojoFixtures.Node;
import org.apache.dubbo.common.utils.PojoFixtures.Person;
import org.apache.dubbo.common.utils.PojoFixtures.PublicFields;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Calendar;
import java.util.Date;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PojoUtilsGeneralizeTest {

    @Test
    void generalizesPojoIntoMapWithClassEntryAndItsProperties() {
        Address address = new Address("Main St 1", "Springfield", 12345);

        Object result = PojoUtils.generalize(address);

        assertEquals(Map.of("class", Address.class.getName(), "street", "Main St 1", "city", "Springfield",
                "zip", 12345), result);
        assertInstanceOf(HashMap.class, result);
    }

    @Test
    void omitsPropertiesWhoseValueIsNull() {
        Address address = new Address(null, "Springfield", 0);

        Map<?, ?> result = (Map<?, ?>) PojoUtils.generalize(address);

        assertFalse(result.containsKey("street"));
        assertEquals(Map.of("class", Address.class.getName(), "city", "Springfield", "zip", 0), result);
    }

    static Stream<Object> primitiveLikeValues() {
        Calendar calendar = Calendar.getInstance();
        return Stream.of("text", 42, 42L, (short) 4, (byte) 2, 1.5d, 2.5f, true, 'c', new BigDecimal("12.30"),
                new BigInteger("123456789012345678901234567890"), new AtomicLong(7), new Date(),
                new java.sql.Timestamp(1000), calendar, UUID.randomUUID(), Locale.CANADA_FRENCH, LocalDate.now(),
                LocalDateTime.now(), Instant.now(), Duration.ofSeconds(3), ZoneId.of("Europe/Paris"));
    }

    @ParameterizedTest
    @MethodSource("primitiveLikeValues")
    void keepsPrimitiveLikeValuesAsTheyAre(Object value) {
        assertSame(value, PojoUtils.generalize(value));
    }

    @Test
    void turnsEnumsIntoTheirNamesEvenConstantsWithABody() {
        assertEquals("RED", PojoUtils.generalize(Color.RED));
        assertEquals("BLUE", PojoUtils.generalize(Color.BLUE));
        assertEquals("MONDAY", PojoUtils.generalize(java.time.DayOfWeek.MONDAY));
    }

    @Test
    void turnsClassIntoItsName() {
        assertEquals("java.lang.String", PojoUtils.generalize(String.class));
        assertEquals("[I", PojoUtils.generalize(int[].class));
    }

    @Test
    void keepsArraysOfPrimitiveLikeElementsAsTheyAre() {
        int[] numbers = {1, 2, 3};
        String[] words = {"a", "b"};
        long[][] grid = {{1L}, {2L, 3L}};

        assertSame(numbers, PojoUtils.generalize(numbers));
        // cast to Object: a String[] argument would pick the generalize(Object[]) overload
        assertSame(words, PojoUtils.generalize((Object) words));
        assertSame(grid, PojoUtils.generalize((Object) grid));
    }

    @Test
    void turnsArraysOfPojosIntoObjectArraysAndEnumArraysIntoStringArraysLikeApacheDubbo() {
        Object pojos = PojoUtils.generalize((Object) new Address[] {new Address("s", "c", 1)});
        Object enums = PojoUtils.generalize((Object) new Color[] {Color.GREEN, Color.BLUE});

        assertEquals(Object[].class, pojos.getClass());
        assertArrayEquals(new Object[] {Map.of("class", Address.class.getName(), "street", "s", "city", "c",
                "zip", 1)}, (Object[]) pojos);
        assertEquals(String[].class, enums.getClass());
        assertArrayEquals(new String[] {"GREEN", "BLUE"}, (String[]) enums);
    }

    @Test
    void turnsSetsIntoHashSetsAndOtherCollectionsIntoArrayLists() {
        Object set = PojoUtils.generalize(new HashSet<>(List.of(Color.RED, Color.GREEN)));
        Object list = PojoUtils.generalize(new java.util.LinkedList<>(List.of(Color.BLUE)));
        Object queue = PojoUtils.generalize(new java.util.ArrayDeque<>(List.of(1, 2)));

        assertEquals(HashSet.class, set.getClass());
        assertEquals(Set.of("RED", "GREEN"), set);
        assertEquals(ArrayList.class, list.getClass());
        assertEquals(List.of("BLUE"), list);
        assertEquals(List.of(1, 2), queue);
    }

    @Test
    void keepsTheIterationOrderOfOrderedSetsAndMaps() {
        Object sortedSet = PojoUtils.generalize(new TreeSet<>(List.of(Color.GREEN, Color.RED)));
        Map<String, Integer> linked = new LinkedHashMap<>();
        linked.put("z", 1);
        linked.put("a", 2);
        Object sortedMap = PojoUtils.generalize(new TreeMap<>(Map.of(Color.GREEN, 1, Color.RED, 2)));

        assertEquals(LinkedHashSet.class, sortedSet.getClass());
        assertEquals(List.of("RED", "GREEN"), new ArrayList<>((Set<?>) sortedSet));
        assertEquals(List.of("z", "a"), new ArrayList<>(((Map<?, ?>) PojoUtils.generalize(linked)).keySet()));
        assertEquals(List.of("RED", "GREEN"), new ArrayList<>(((Map<?, ?>) sortedMap).keySet()));
    }

    @Test
    void generalizesMapKeysAndValuesAndKeepsAClassEntryAsData() {
        Map<Object, Object> source = new HashMap<>(Map.of("class", "kept.As.Data", "home",
                new Address("s", "c", 1)));
        Map<Color, Integer> byColor = Map.of(Color.RED, 1);

        Object result = PojoUtils.generalize(source);

        assertEquals(HashMap.class, result.getClass());
        assertEquals(Map.of("class", "kept.As.Data", "home",
                Map.of("class", Address.class.getName(), "street", "s", "city", "c", "zip", 1)), result);
        assertEquals(Map.of("RED", 1), PojoUtils.generalize(byColor));
    }

    @Test
    void generalizesNestedPojosCollectionsAndTypedValuesOfAPerson() {
        Person person = new Person();
        person.setName("Ann");
        person.setAge(41);
        person.setActive(true);
        person.setFavouriteColor(Color.GREEN);
        person.setBirthday(LocalDate.of(1983, 5, 17));
        person.setBalance(new BigDecimal("10.50"));
        person.setPreviousAddresses(List.of(new Address("Old St", "Oldtown", 1)));
        person.setColors(Set.of(Color.RED));
        person.setLuckyNumbers(new int[] {7});

        Map<?, ?> result = (Map<?, ?>) PojoUtils.generalize(person);

        assertEquals(Person.class.getName(), result.get("class"));
        assertEquals("Ann", result.get("name"));
        assertEquals(41, result.get("age"));
        assertEquals(true, result.get("active"));
        assertEquals("GREEN", result.get("favouriteColor"));
        assertEquals(LocalDate.of(1983, 5, 17), result.get("birthday"));
        assertEquals(new BigDecimal("10.50"), result.get("balance"));
        assertEquals(List.of(Map.of("class", Address.class.getName(), "street", "Old St", "city", "Oldtown",
                "zip", 1)), result.get("previousAddresses"));
        assertEquals(Set.of("RED"), result.get("colors"));
        assertSame(person.getLuckyNumbers(), result.get("luckyNumbers"));
        assertFalse(result.containsKey("address"));
    }

    @Test
    void readsPublicFieldsButNotTransientOrStaticOnes() {
        PublicFields fields = new PublicFields();
        fields.label = "l";
        fields.count = 3;
        fields.secret = "s";

        assertEquals(Map.of("class", PublicFields.class.getName(), "label", "l", "count", 3),
                PojoUtils.generalize(fields));
    }

    @Test
    void readsPropertiesInheritedFromSuperclasses() {
        Dog dog = new Dog();
        dog.setName("Rex");
        dog.setBreed("collie");

        assertEquals(Map.of("class", Dog.class.getName(), "name", "Rex", "breed", "collie"),
                PojoUtils.generalize(dog));
    }

    @Test
    void namesPropertiesLikeApacheDubboByLowerCasingTheFirstLetter() {
        Endpoint endpoint = new Endpoint();
        endpoint.setURL("dubbo://h:1");

        Map<?, ?> result = (Map<?, ?>) PojoUtils.generalize(endpoint);

        assertEquals("dubbo://h:1", result.get("uRL"));
    }

    @Test
    void mapsAnObjectMetAgainInACycleToTheSameMap() {
        Node root = new Node();
        root.setName("root");
        root.add("leaf");

        Map<?, ?> rootMap = (Map<?, ?>) PojoUtils.generalize(root);

        Map<?, ?> leafMap = (Map<?, ?>) ((List<?>) rootMap.get("children")).get(0);
        assertEquals("leaf", leafMap.get("name"));
        assertSame(rootMap, leafMap.get("parent"));
    }

    @Test
    void mapsAnObjectSharedByTwoArgumentsToTheSameMap() {
        Address shared = new Address("s", "c", 1);

        Object[] result = PojoUtils.generalize(new Object[] {shared, List.of(shared), null, "x"});

        assertSame(result[0], ((List<?>) result[1]).get(0));
        assertNull(result[2]);
        assertEquals("x", result[3]);
    }

    @Test
    void keepsThrowablesAsTheyAre() {
        IllegalStateException failure = new IllegalStateException("boom");

        assertSame(failure, PojoUtils.generalize(failure));
    }

    @Test
    void generalizesNullToNull() {
        assertNull(PojoUtils.generalize((Object) null));
        assertNull(PojoUtils.generalize((Object[]) null));
    }

    private static class PrivateBean {
        public String getValue() {
            return "readable";
        }
    }

    @Test
    void readsPublicGettersOfANonPublicClass() {
        assertEquals(Map.of("class", PrivateBean.class.getName(), "value", "readable"),
                PojoUtils.generalize(new PrivateBean()));
    }

    @Test
    void tellsPojoTypesFromValuesThatKeepTheirForm() {
        assertTrue(PojoUtils.isPojo(Person.class));
        assertTrue(PojoUtils.isPojo(Object.class));
        for (Class<?> type : List.<Class<?>>of(int.class, Integer.class, String.class, BigDecimal.class,
                LocalDate.class, Color.class, int[].class, Person[].class, List.class, Map.class, HashMap.class,
                RuntimeException.class, Class.class, UUID.class)) {
            assertFalse(PojoUtils.isPojo(type), type.getName());
        }
    }
}
