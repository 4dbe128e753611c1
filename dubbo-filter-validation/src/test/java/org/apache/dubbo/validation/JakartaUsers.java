package org.apache.dubbo.validation;

import java.io.Serializable;
import java.util.List;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;

/** A service interface annotated with Jakarta Bean Validation constraints. */
public interface JakartaUsers {

    String save(@NotNull @Size(min = 3, max = 10) String name, @Min(18) int age);

    String register(@Valid User user);

    @MethodValidated(Update.class)
    String update(User user);

    String registerAll(List<User> users);

    /** The group checked for {@code update}. */
    interface Update {
    }

    class User implements Serializable {
        private static final long serialVersionUID = 1L;
        @NotNull(groups = Update.class)
        public Integer id;
        @NotBlank
        public String name;

        public User() {
        }

        public User(Integer id, String name) {
            this.id = id;
            this.name = name;
        }
    }
}
