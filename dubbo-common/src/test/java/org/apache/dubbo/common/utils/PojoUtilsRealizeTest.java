package org.apache.dubbo.common.utils;

import org.apache.dubbo.common.utils.PojoFixtures.Address;
import org.apache.dubbo.common.utils.PojoFixtures.AddressBox;
import org.apache.dubbo.common.utils.PojoFixtures.Animal;
import org.apache.dubbo.common.utils.PojoFixtures.Box;
import org.apache.dubbo.common.utils.PojoFixtures.Cat;
import org.apache.dubbo.common.utils.PojoFixtures.Color;
import org.apache.dubbo.common.utils.PojoFixtures.Dog;
import org.apache.dubbo.common.utils.PojoFixtures.Endpoint;
import org.apache.dubbo.common.utils.PojoFixtures.FieldsOnly;
import org.apache.dubbo.common.utils.PojoFixtures.Gadget;
import org.apache.dubbo.common.utils.PojoFixtures.Holder;
import org.apache.dubbo.common.utils.PojoFixtures.InsufficientFundsException;
import org.apache.dubbo.common.utils.PojoFixtures.Kennel;
import org.apache.dubbo.common.utils.PojoFixtures.NoDefaultConstructor;
import org.apache.dubbo.common.utils.PojoFixtures.Node;
import org.apache.dubbo.common.utils.PojoFixtures.Numbers;
import org.apache.dubbo.common.utils.PojoFixtures.Order;
import org.apache.dubbo.common.utils.PojoFixtures.Person;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Type;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PojoUtilsRealizeTest {

    private static Map<String, Object> map(Object... keysAndValues) {
        Map<String, Object> result = new HashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            result.put((String) keysAndValues[i], keysAndValues[i + 1]);
        }
        return result;
    }

    private static Type genericTypeOf(Class<?> owner, String property) {
        try {
            return owner.getDeclaredField(property).getGenericType();
        } catch (NoSuchFieldException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void realizesMapNamingItsClassIntoThatClass() {
        Map<String, Object> generic = map("class", Address.class.getName(), "street", "s", "city", "c", "zip", 9);

        Object result = PojoUtils.realize(generic, Object.class);

        assertEquals(new Address("s", "c", 9), result);
    }

    @Test
    void realizesMapWithoutClassIntoTheDeclaredPojoType() {
        Object result = PojoUtils.realize(map("street", "s", "city", "c", "zip", 9), Address.class);

        assertEquals(new Address("s", "c", 9), result);
    }

    @Test
    void keepsMapWithoutClassAsAMapForAnObjectTargetButRealizesWhatItHolds() {
        Map<String, Object> generic = map("plain", 1, "home", map("class", Address.class.getName(), "zip", 2));

        Object result = PojoUtils.realize(generic, Object.class);

        assertInstanceOf(LinkedHashMap.class, result);
        assertEquals(1, ((Map<?, ?>) result).get("plain"));
        assertEquals(new Address(null, null, 2), ((Map<?, ?>) result).get("home"));
    }

    @Test
    void keepsTheClassEntryAsDataWhenTheDeclaredTypeIsAMap() {
        Map<String, Object> generic = map("class", Gadget.class.getName(), "command", "x");

        Object result = PojoUtils.realize(generic, Map.class, Map.class, name -> false);

        assertEquals(generic, result);
    }

    @Test
    void returnsValuesAlreadyOfTheTargetTypeAsTheyAre() {
        Address address = new Address("s", "c", 1);
        String text = "text";

        assertSame(address, PojoUtils.realize(address, Object.class));
        assertSame(address, PojoUtils.realize(address, Address.class));
        assertSame(text, PojoUtils.realize(text, String.class));
        assertNull(PojoUtils.realize(null, int.class));
    }

    @Test
    void roundTripsAPersonWithNestedPojosEnumsCollectionsArraysAndTypedValues() {
        Person person = new Person();
        person.setName("Ann");
        person.setAge(41);
        person.setActive(true);
        person.setAddress(new Address("Main St 1", "Springfield", 12345));
        person.setFavouriteColor(Color.BLUE);
        person.setBirthday(LocalDate.of(1983, 5, 17));
        person.setCreatedAt(LocalDateTime.of(2024, 1, 2, 3, 4, 5));
        person.setLastSeen(java.time.Instant.ofEpochSecond(1_700_000_000L));
        person.setBalance(new BigDecimal("1234.50"));
        person.setFollowers(new BigInteger("98765432109876543210"));
        person.setPreviousAddresses(List.of(new Address("Old St", "Oldtown", 1), new Address("Mid St", "Mid", 2)));
        person.setColors(Set.of(Color.RED, Color.GREEN));
        person.setAddressesByLabel(Map.of("work", new Address("Office Rd", "Capital", 3)));
        person.setMailboxes(new Address[] {new Address("Box", "PO", 4)});
        person.setAliases(new String[] {"A", "Annie"});
        person.setLuckyNumbers(new int[] {3, 7});

        Person copy = (Person) PojoUtils.realize(PojoUtils.generalize(person), Person.class);

        assertEquals("Ann", copy.getName());
        assertEquals(41, copy.getAge());
        assertTrue(copy.isActive());
        assertEquals(person.getAddress(), copy.getAddress());
        assertSame(Color.BLUE, copy.getFavouriteColor());
        assertEquals(person.getBirthday(), copy.getBirthday());
        assertEquals(person.getCreatedAt(), copy.getCreatedAt());
        assertEquals(person.getLastSeen(), copy.getLastSeen());
        assertEquals(person.getBalance(), copy.getBalance());
        assertEquals(person.getFollowers(), copy.getFollowers());
        assertEquals(person.getPreviousAddresses(), copy.getPreviousAddresses());
        assertEquals(person.getColors(), copy.getColors());
        assertEquals(person.getAddressesByLabel(), copy.getAddressesByLabel());
        assertArrayEquals(person.getMailboxes(), copy.getMailboxes());
        assertArrayEquals(person.getAliases(), copy.getAliases());
        assertArrayEquals(person.getLuckyNumbers(), copy.getLuckyNumbers());
    }

    @Test
    void realizesElementsOfGenericCollectionsAndMapsWithoutClassEntries() {
        Map<String, Object> generic = map(
                "previousAddresses", List.of(map("street", "a"), map("street", "b")),
                "colors", List.of("RED", "BLUE"),
                "addressesByLabel", map("home", map("zip", 5)),
                "mailboxes", List.of(map("city", "PO")));

        Person person = (Person) PojoUtils.realize(generic, Person.class);

        assertEquals(List.of(new Address("a", null, 0), new Address("b", null, 0)), person.getPreviousAddresses());
        assertEquals(Set.of(Color.RED, Color.BLUE), person.getColors());
        assertInstanceOf(LinkedHashSet.class, person.getColors());
        assertEquals(Map.of("home", new Address(null, null, 5)), person.getAddressesByLabel());
        assertArrayEquals(new Address[] {new Address(null, "PO", 0)}, person.getMailboxes());
    }

    @Test
    void realizesCollectionArgumentsAgainstTheirGenericType() throws Exception {
        Type listOfAddresses = PojoUtilsRealizeTest.class.getDeclaredMethod("takesAddresses", List.class)
                .getGenericParameterTypes()[0];

        Object result = PojoUtils.realize(List.of(map("zip", 1)), List.class, listOfAddresses);

        assertEquals(List.of(new Address(null, null, 1)), result);
        assertInstanceOf(ArrayList.class, result);
    }

    @SuppressWarnings("unused")
    private static void takesAddresses(List<Address> addresses) {
    }

    @Test
    void buildsTheDeclaredContainerKindWhenTheValueArrivesAsAnotherOne() {
        Object sorted = PojoUtils.realize(List.of("b", "a"), TreeSet.class);
        Object sortedMap = PojoUtils.realize(map("b", 1, "a", 2), SortedMap.class);
        Object queue = PojoUtils.realize(new String[] {"x"}, Queue.class);
        Object linked = PojoUtils.realize(Set.of(1), LinkedList.class);
        Object array = PojoUtils.realize(List.of(1, 2L, (short) 3), long[].class);

        assertEquals(new TreeSet<>(List.of("a", "b")), sorted);
        assertInstanceOf(TreeMap.class, sortedMap);
        assertEquals(List.of("x"), new ArrayList<>((Queue<?>) queue));
        assertEquals(LinkedList.class, linked.getClass());
        assertArrayEquals(new long[] {1, 2, 3}, (long[]) array);
    }

    @Test
    void realizesSuperclassPropertiesAndTheSubclassNamedByTheClassEntry() {
        Map<String, Object> dog = map("class", Dog.class.getName(), "name", "Rex", "breed", "collie");
        Map<String, Object> cat = map("class", Cat.class.getName(), "name", "Tom");

        Kennel kennel = (Kennel) PojoUtils.realize(map("animals", List.of(dog, cat)), Kennel.class);

        Dog rex = (Dog) kennel.getAnimals().get(0);
        assertEquals("Rex", rex.getName());
        assertEquals("collie", rex.getBreed());
        Cat tom = (Cat) kennel.getAnimals().get(1);
        assertEquals("Tom", tom.getName());
        assertEquals(9, tom.getLives());
    }

    @Test
    void refusesAClassEntryThatIsNotAssignableToTheDeclaredType() {
        Map<String, Object> generic = map("class", Address.class.getName(), "name", "Rex");

        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> PojoUtils.realize(generic, Animal.class));

        assertTrue(error.getMessage().contains(Address.class.getName()), error.getMessage());
        assertTrue(error.getMessage().contains("not a " + Animal.class.getName()), error.getMessage());
    }

    @Test
    void failsClearlyForAnAbstractTargetWithoutAClassEntry() {
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> PojoUtils.realize(map("name", "Rex"), Animal.class));

        assertTrue(error.getMessage().contains("Cannot instantiate abstract class " + Animal.class.getName()
                + "; a 'class' entry must name a concrete class"), error.getMessage());
    }

    @Test
    void fallsBackToTheDeclaredTypeWhenTheClassEntryNamesAnUnknownClass() {
        Map<String, Object> generic = map("class", "consumer.side.AddressDto", "zip", 3);

        assertEquals(new Address(null, null, 3), PojoUtils.realize(generic, Address.class));
        assertEquals(generic, PojoUtils.realize(generic, Object.class));
    }

    @Test
    void realizesACycleIntoObjectsThatPointAtEachOther() {
        Node root = new Node();
        root.setName("root");
        root.add("left");
        root.add("right");

        Node copy = (Node) PojoUtils.realize(PojoUtils.generalize(root), Node.class);

        assertEquals(2, copy.getChildren().size());
        assertEquals("left", copy.getChildren().get(0).getName());
        assertSame(copy, copy.getChildren().get(0).getParent());
        assertSame(copy, copy.getChildren().get(1).getParent());
    }

    @Test
    void keepsAMapSharedByTwoArgumentsSharedAfterRealizing() {
        Map<String, Object> shared = map("class", Address.class.getName(), "zip", 1);

        Object[] result = PojoUtils.realize(new Object[] {shared, List.of(shared)},
                new Class<?>[] {Address.class, List.class});

        assertSame(result[0], ((List<?>) result[1]).get(0));
    }

    @Test
    void failsClearlyOnAContainerThatContainsItself() {
        List<Object> loop = new ArrayList<>();
        loop.add(loop);

        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> PojoUtils.realize(loop, List.class));

        assertTrue(error.getMessage().contains("contains itself"), error.getMessage());
    }

    @Test
    void widensAndNarrowsNumbersThatFit() {
        Map<String, Object> generic = map("count", 5, "small", 7L, "tiny", 300, "octet", (short) -5, "ratio", 2,
                "weight", 1.5d, "boxedCount", (byte) 9, "big", 12L, "exact", 0.1d, "initial", "Z", "letter", 'q');

        Numbers numbers = (Numbers) PojoUtils.realize(generic, Numbers.class);

        assertEquals(5L, numbers.getCount());
        assertEquals(7, numbers.getSmall());
        assertEquals((short) 300, numbers.getTiny());
        assertEquals((byte) -5, numbers.getOctet());
        assertEquals(2.0d, numbers.getRatio());
        assertEquals(1.5f, numbers.getWeight());
        assertEquals(9L, numbers.getBoxedCount());
        assertEquals(BigInteger.valueOf(12), numbers.getBig());
        assertEquals(new BigDecimal("0.1"), numbers.getExact());
        assertEquals('Z', numbers.getInitial());
        assertEquals("q", numbers.getLetter());
        assertEquals(3, PojoUtils.realize(3.0d, int.class));
        assertEquals(42L, PojoUtils.realize(new AtomicInteger(42), long.class));
        assertEquals(7, PojoUtils.realize("7", Integer.class));
    }

    @Test
    void refusesNumbersThatDoNotFitTheTarget() {
        IllegalArgumentException tooBig = assertThrows(IllegalArgumentException.class,
                () -> PojoUtils.realize(map("small", 3_000_000_000L), Numbers.class));
        IllegalArgumentException fraction = assertThrows(IllegalArgumentException.class,
                () -> PojoUtils.realize(1.5d, long.class));
        IllegalArgumentException byteOverflow = assertThrows(IllegalArgumentException.class,
                () -> PojoUtils.realize(200, byte.class));

        assertTrue(tooBig.getMessage().contains("at small"), tooBig.getMessage());
        assertTrue(tooBig.getMessage().contains("3000000000 does not fit Integer"), tooBig.getMessage());
        assertTrue(fraction.getMessage().contains("1.5 does not fit Long"), fraction.getMessage());
        assertTrue(byteOverflow.getMessage().contains("200 does not fit Byte"), byteOverflow.getMessage());
    }

    @Test
    void readsEnumConstantsFromTheirNamesAndFromEnumMaps() {
        assertSame(Color.GREEN, PojoUtils.realize("GREEN", Color.class));
        assertSame(Color.BLUE, PojoUtils.realize(map("name", "BLUE"), Color.class));
        assertSame(Color.RED, PojoUtils.realize(map("class", Color.class.getName(), "name", "RED"), Object.class));
    }

    @Test
    void namesTheEnumAndTheConstantWhenTheNameIsUnknown() {
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> PojoUtils.realize("PURPLE", Color.class));

        assertTrue(error.getMessage().contains("No constant 'PURPLE' in enum " + Color.class.getName()),
                error.getMessage());
    }

    @Test
    void readsClassesCharsUuidsAndIsoDatesFromStrings() {
        UUID id = UUID.randomUUID();

        assertSame(String.class, PojoUtils.realize("java.lang.String", Class.class));
        assertSame(int[].class, PojoUtils.realize("int[]", Class.class));
        assertEquals('x', PojoUtils.realize("x", char.class));
        assertEquals(id, PojoUtils.realize(id.toString(), UUID.class));
        assertEquals(LocalDate.of(2024, 2, 29), PojoUtils.realize("2024-02-29", LocalDate.class));
        assertEquals(true, PojoUtils.realize("TRUE", boolean.class));
        assertArrayEquals(new char[] {'a', 'b'}, (char[]) PojoUtils.realize("ab", char[].class));
    }

    @Test
    void refusesAClassTheFilterRefusesAndNamesIt() {
        Map<String, Object> generic = map("class", Gadget.class.getName(), "command", "rm -rf /");
        List<String> seen = new ArrayList<>();
        Predicate<String> policy = name -> {
            seen.add(name);
            return !name.equals(Gadget.class.getName());
        };

        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> PojoUtils.realize(generic, Object.class, Object.class, policy));

        assertTrue(error.getMessage().contains("Class '" + Gadget.class.getName() + "' is refused"),
                error.getMessage());
        assertEquals(List.of(Gadget.class.getName()), seen);
    }

    @Test
    void refusesAFilteredClassNestedDeepInsideAnAllowedOne() {
        Map<String, Object> generic = map("class", Holder.class.getName(),
                "payload", List.of(map("class", Gadget.class.getName())));

        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> PojoUtils.realize(generic, Object.class, null, name -> !name.contains("Gadget")));

        assertTrue(error.getMessage().contains("at payload[0]"), error.getMessage());
        assertTrue(error.getMessage().contains(Gadget.class.getName()), error.getMessage());
    }

    @Test
    void refusesAFilteredClassNamedAsAStringForAClassProperty() {
        Map<String, Object> generic = map("type", Gadget.class.getName());

        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> PojoUtils.realize(generic, Holder.class, Holder.class, name -> false));

        assertTrue(error.getMessage().contains("Class '" + Gadget.class.getName() + "' is refused"),
                error.getMessage());
    }

    @Test
    void asksNoFilterForTheDeclaredTypeItself() {
        Map<String, Object> generic = map("class", Address.class.getName(), "zip", 1);

        assertEquals(new Address(null, null, 1), PojoUtils.realize(generic, Address.class, null, name -> false));
    }

    @Test
    void failsWithTheClassNameWhenThereIsNoNoArgConstructor() {
        Map<String, Object> generic = map("class", NoDefaultConstructor.class.getName(), "id", "x");

        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> PojoUtils.realize(generic, Object.class));

        assertTrue(error.getMessage().contains(
                "Cannot instantiate " + NoDefaultConstructor.class.getName() + ": it has no no-arg constructor"),
                error.getMessage());
    }

    @Test
    void failsWithThePathAndTheValueWhenAPropertyHasTheWrongType() {
        Map<String, Object> generic = map("items", List.of(
                map("sku", "a", "price", new BigDecimal("1.00")),
                map("sku", "b", "price", "cheap")));

        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> PojoUtils.realize(generic, Order.class));

        assertTrue(error.getMessage().startsWith("Cannot realize " + Order.class.getName() + " at items[1].price: "),
                error.getMessage());
        assertTrue(error.getMessage().contains("'cheap'"), error.getMessage());
    }

    @Test
    void failsWithTheTypesWhenAValueCannotBecomeTheTarget() {
        IllegalArgumentException listIntoPojo = assertThrows(IllegalArgumentException.class,
                () -> PojoUtils.realize(map("address", List.of("x")), Person.class));
        IllegalArgumentException mapIntoString = assertThrows(IllegalArgumentException.class,
                () -> PojoUtils.realize(map("name", map("x", 1)), Person.class));

        assertTrue(listIntoPojo.getMessage().contains("at address: Cannot convert "
                + "java.util.ImmutableCollections$List12 to " + Address.class.getName()), listIntoPojo.getMessage());
        assertTrue(mapIntoString.getMessage().contains("at name: Cannot convert a map to java.lang.String"),
                mapIntoString.getMessage());
    }

    @Test
    void namesTheMapKeyInThePathWhenAMapValueIsWrong() {
        Map<String, Object> generic = map("addressesByLabel", map("home", map("zip", "north")));

        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> PojoUtils.realize(generic, Person.class));

        assertTrue(error.getMessage().contains(" at addressesByLabel[home].zip: Cannot read Integer from string "
                + "'north'"), error.getMessage());
    }

    @Test
    void realizesWhatAnArrayInAnObjectSlotHoldsAndKeepsItsArrayType() {
        Object[] generic = {map("class", Address.class.getName(), "zip", 1), "text"};

        Object result = PojoUtils.realize(generic, Object.class);

        assertArrayEquals(new Object[] {new Address(null, null, 1), "text"}, (Object[]) result);
    }

    @Test
    void ignoresKeysThatNameNoPropertyAndKeepsDefaultsForNullPrimitives() {
        Map<String, Object> generic = map("zip", null, "city", "c", "planet", "Mars");

        assertEquals(new Address(null, "c", 0), PojoUtils.realize(generic, Address.class));
    }

    @Test
    void writesFieldsDirectlyWhenThereIsNoSetter() {
        FieldsOnly result = (FieldsOnly) PojoUtils.realize(map("code", "EUR", "amount", 12), FieldsOnly.class);

        assertEquals("EUR", result.code());
        assertEquals(12L, result.amount());
    }

    @Test
    void prefersTheSetterAndAcceptsBothSpellingsOfAnUpperCaseProperty() {
        Endpoint dubboStyle = (Endpoint) PojoUtils.realize(map("uRL", "a", "host", "  HOST "), Endpoint.class);
        Endpoint beanStyle = (Endpoint) PojoUtils.realize(map("URL", "b"), Endpoint.class);

        assertEquals("a", dubboStyle.getURL());
        assertEquals("host", dubboStyle.getHost());
        assertEquals("b", beanStyle.getURL());
    }

    @Test
    void bindsTypeVariablesThroughTheDeclaredGenericTypeAndThroughSuperclasses() {
        Map<String, Object> generic = map("value", map("zip", 1), "values", List.of(map("zip", 2)));

        Box<?> viaField = (Box<?>) PojoUtils.realize(generic, Box.class,
                genericTypeOf(GenericUser.class, "addressBox"));
        AddressBox viaSuperclass = (AddressBox) PojoUtils.realize(generic, AddressBox.class);
        Box<?> raw = (Box<?>) PojoUtils.realize(generic, Box.class);

        assertEquals(new Address(null, null, 1), viaField.getValue());
        assertEquals(List.of(new Address(null, null, 2)), viaField.getValues());
        assertEquals(new Address(null, null, 1), viaSuperclass.getValue());
        assertEquals(List.of(new Address(null, null, 2)), viaSuperclass.getValues());
        assertInstanceOf(Map.class, raw.getValue());
    }

    @SuppressWarnings("unused")
    private static class GenericUser {
        private Box<Address> addressBox;
    }

    @Test
    void realizesAThrowableWithItsMessageAndProperties() {
        Map<String, Object> generic = map("class", InsufficientFundsException.class.getName(),
                "message", "balance too low", "account", "ACC-1",
                "stackTrace", List.of(map("class", StackTraceElement.class.getName())));

        InsufficientFundsException result = (InsufficientFundsException) PojoUtils.realize(generic, Exception.class);

        assertEquals("balance too low", result.getMessage());
        assertEquals("ACC-1", result.getAccount());
    }

    @Test
    void writesPrivateFieldsOfAPrivateClassThroughItsPrivateConstructor() {
        PrivateBean bean = (PrivateBean) PojoUtils.realize(map("secret", "s"), PrivateBean.class);

        assertEquals("s", bean.secret);
    }

    private static final class PrivateBean {
        private String secret;

        private PrivateBean() {
        }
    }

    @Test
    void realizesTheSortedSetAndClassPropertiesOfAHolder() {
        Holder holder = (Holder) PojoUtils.realize(map("sorted", List.of("b", "a"), "type", "java.util.List"),
                Holder.class);

        assertInstanceOf(TreeSet.class, holder.getSorted());
        assertEquals(List.of("a", "b"), new ArrayList<>(holder.getSorted()));
        assertSame(List.class, holder.getType());
    }

    @Test
    void realizesArgumentsAndNamesTheOneThatFails() {
        Object[] ok = PojoUtils.realize(new Object[] {"1", map("zip", 2)}, new Class<?>[] {int.class, Address.class});

        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> PojoUtils.realize(new Object[] {"1", "x"}, new Class<?>[] {int.class, int.class}));
        IllegalArgumentException lengths = assertThrows(IllegalArgumentException.class,
                () -> PojoUtils.realize(new Object[] {"1"}, new Class<?>[] {int.class, int.class}));

        assertArrayEquals(new Object[] {1, new Address(null, null, 2)}, ok);
        assertTrue(error.getMessage().startsWith("Cannot realize argument 1 as int: "), error.getMessage());
        assertTrue(lengths.getMessage().contains("Got 1 values for 2 types"), lengths.getMessage());
        assertNull(PojoUtils.realize((Object[]) null, new Class<?>[0]));
    }
}
