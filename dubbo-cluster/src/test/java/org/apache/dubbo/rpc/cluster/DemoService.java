package org.apache.dubbo.rpc.cluster;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/** The service interface the cluster tests call. */
public interface DemoService {

    String sayHello(String name);

    CompletableFuture<String> sayHelloAsync(String name);

    int count();

    boolean enabled();

    List<Integer> numbers();

    Map<String, Integer> scores();

    Person person();

    String pick(String first, String second);

    /** A bean for mock return values. */
    class Person {
        private String name;
        private int age;

        public String getName() {
            return name;
        }

        public void setName(String name) {
            this.name = name;
        }

        public int getAge() {
            return age;
        }

        public void setAge(int age) {
            this.age = age;
        }
    }
}
